// Live listings refresh in the browser, so this page hydrates.
export { onRenderClient } from '#renderer/onRenderClient.tsx';
