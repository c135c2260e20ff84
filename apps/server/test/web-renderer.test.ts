import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../src/web/web-renderer';

const template = (appTag: string) =>
  [
    '<html lang="fr"><head><title>Plume</title>',
    appTag,
    '<link rel="modulepreload" crossorigin href="/assets/chunk-1.js">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');
const page = { html: '<main>Drawn</main>', title: 'Plume' };

describe('the page around a drawn screen', () => {
  it('hands the app and React DOM to start-after-paint.js, preloading nothing', () => {
    const html = fillTemplate(
      template(
        '<script type="module" crossorigin src="/assets/index-1.js" data-first="/assets/react-dom-1.js"></script>',
      ),
      'en',
      page,
      { rootAttributes: 'data-x="1"' },
    );
    expect(html).toContain(
      '<script defer src="/start-after-paint.js" data-app="/assets/index-1.js" data-first="/assets/react-dom-1.js"></script>',
    );
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<div id="root" data-x="1"><main>Drawn</main></div>');
  });

  it('hands the app alone when the build names no chunk to run first (an older build)', () => {
    const html = fillTemplate(
      template('<script type="module" crossorigin src="/assets/index-1.js"></script>'),
      'en',
      page,
      { rootAttributes: '' },
    );
    expect(html).toContain(
      '<script defer src="/start-after-paint.js" data-app="/assets/index-1.js"></script>',
    );
  });
});
