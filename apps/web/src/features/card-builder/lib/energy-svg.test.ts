import { describe, expect, it } from 'vitest';
import { energySvgMarkup } from './energy-svg';

describe('energySvgMarkup', () => {
  it("writes the site's energy symbols as SVG", () => {
    const fire = energySvgMarkup('Fire', 96);
    expect(fire).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="96" height="96"/);
    expect(fire).toContain('fill="#e2552d"');
    expect(fire).toContain('<path d="M12 4c.8 3');
    // Nested fragments and camel-cased attributes of the glyphs.
    const grass = energySvgMarkup('Grass', 24);
    expect(grass.match(/<path /g)).toHaveLength(2);
    expect(grass).toContain('stroke-width="1.4"');
  });

  it('draws every type on its own disc colour', () => {
    expect(energySvgMarkup('Water', 24)).toContain('fill="#2b87d1"');
    expect(energySvgMarkup('Lightning', 24)).toContain('<g fill="#3b3000">');
  });
});
