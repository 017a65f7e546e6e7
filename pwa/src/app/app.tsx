import { PROTOCOL_VERSION } from '@chungcu/contracts';

/** The app shell arrives with the PWA issue; this page proves the build and its serving. */
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
      <h1>ChungCư</h1>
      <p>Ứng dụng quản lý chung cư đang được xây dựng.</p>
      <p>
        <small>Giao thức v{PROTOCOL_VERSION}</small>
      </p>
    </main>
  );
}
