# One image for every replica: the API and the built PWA on one origin.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY sync-server/package.json sync-server/
COPY pwa/package.json pwa/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w pwa
ENV NODE_ENV=production PORT=3000 DEMO=0
EXPOSE 3000
WORKDIR /app/sync-server
CMD ["node", "--import", "tsx", "src/main.ts"]
