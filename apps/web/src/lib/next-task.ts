/**
 * Resolves in a task of its own: what follows the `await` runs once the browser has had
 * the chance to paint and to answer a tap. A message, as React's scheduler does, not a
 * timer, which a hidden tab delays to a second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
