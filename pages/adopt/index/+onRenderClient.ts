// Live listings refresh in the browser, so this page hydrates (in its own folder, so /adopt/* do not).
export { onRenderClient } from '#renderer/onRenderClient.tsx';
