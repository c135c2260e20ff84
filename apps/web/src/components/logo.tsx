/** The quill mark; the wordmark next to it is text, so it is translated and selectable. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" className="fill-accent" />
      <path
        d="M22.5 6.5c-6 1-10.5 6-11.8 13.3l-1.2 6.7 1.6-.3 1.1-4.2c5.8-.4 9.7-4.5 10.3-10.4.2-1.8.2-3.5 0-5.1Z"
        className="fill-on-accent"
      />
      <path
        d="M11.5 22.2c2.2-4.6 5-8.3 8.5-11"
        className="stroke-accent"
        strokeWidth="1.2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
