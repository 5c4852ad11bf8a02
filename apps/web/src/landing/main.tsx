import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import '@/ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, connectRouter, createQueryClient } from './app';
import { installNativeLoginCallbacks } from './native-login-callbacks';
import { captureOAuthCallback } from './oauth-callback';
import { createAppRouter } from './router';

// WARNING: first statement: an OAuth token in the address bar is removed before the router reads
// the location or anything renders.
captureOAuthCallback();

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient });
connectRouter(router);
installNativeLoginCallbacks(queryClient, (to) => void router.navigate({ to, replace: true }));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
