import { useTranslation } from 'react-i18next';

/**
 * Names the engine that writes the ideas and, while one streams, says that it is writing,
 * so the wait always has a visible cause. The engine comes from GET /api/health: 'offline'
 * or the AI provider ('openrouter', 'openai-compatible').
 */
export function EngineStatus({
  engine,
  generating,
}: {
  engine: string | undefined;
  generating: boolean;
}) {
  const { t } = useTranslation();
  if (!engine) return null;
  const provider =
    engine === 'openrouter' ? 'OpenRouter' : t('generation.engine.openaiCompatibleProvider');
  const kind = engine === 'offline' ? 'offline' : 'ai';
  return (
    <p
      role="status"
      className="mt-1 flex items-center justify-center gap-2 text-center text-xs text-ink-muted"
    >
      {generating ? (
        <span
          aria-hidden="true"
          className="inline-block size-2 shrink-0 rounded-full bg-accent motion-safe:animate-pulse"
        />
      ) : null}
      {t(generating ? `generation.engine.${kind}Writing` : `generation.engine.${kind}`, {
        provider,
      })}
    </p>
  );
}
