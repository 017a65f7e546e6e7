import { UpdatePrompt } from '../ui/update-prompt';
import { AppRoutes } from './app-routes';
import { Providers } from './providers';

/** The app root: providers, the routes, and the service worker's update prompt. */
export function App() {
  return (
    <Providers>
      <AppRoutes />
      <UpdatePrompt />
    </Providers>
  );
}
