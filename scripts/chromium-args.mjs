// Flags for headless Chromium on these machines (as root, no network, no GPU): without the
// background-networking ones it floods a closed network with refused connections. Used by the
// Playwright journeys and npm run bench:web.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
