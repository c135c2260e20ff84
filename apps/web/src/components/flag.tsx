import type { Language } from '@plume/core/i18n';

/** Small flags drawn inline: emoji flags do not render on every system. */
export function Flag({
  language,
  className = 'h-3.5 w-5',
}: {
  language: Language;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 30 20"
      aria-hidden="true"
      className={`shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.12)] ${className}`}
    >
      {language === 'fr' && (
        <>
          <rect width="10" height="20" fill="#002654" />
          <rect x="10" width="10" height="20" fill="#fff" />
          <rect x="20" width="10" height="20" fill="#ce1126" />
        </>
      )}
      {language === 'es' && (
        <>
          <rect width="30" height="20" fill="#aa151b" />
          <rect y="5" width="30" height="10" fill="#f1bf00" />
        </>
      )}
      {language === 'en' && (
        <>
          <rect width="30" height="20" fill="#012169" />
          <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
          <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.6" />
          <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
          <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
        </>
      )}
    </svg>
  );
}
