// Details of dogs published after the build reach the browser through this page (404.html).
export { onRenderClient } from '#renderer/onRenderClient.tsx';
