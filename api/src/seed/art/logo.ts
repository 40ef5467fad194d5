import { flame, svgDocument } from './canvas.js';

/** The shop's mark, also the default image of products without one: a lit diya in a brass ring. */
export function logoSvg(): string {
  const badge = `<circle cx="200" cy="200" r="176" fill="#7b1e2b"/>
<circle cx="200" cy="200" r="176" fill="none" stroke="url(#brass)" stroke-width="18"/>
<circle cx="200" cy="200" r="150" fill="none" stroke="url(#brass)" stroke-width="3" stroke-dasharray="2 10"/>
<path d="M104 232 Q 200 208, 296 232 Q 282 300, 200 302 Q 118 300, 104 232 Z" fill="url(#brass)" stroke="url(#edge)" stroke-width="3"/>
<ellipse cx="200" cy="232" rx="96" ry="18" fill="url(#brass)" stroke="url(#edge)" stroke-width="3"/>
${flame(200, 222, 96)}`;
  // The badge covers the backdrop, so the backdrop colour does not matter.
  return svgDocument('bright', 'cream', badge).replace(
    '<ellipse cx="200" cy="352" rx="150" ry="16" fill="#000" opacity="0.18"/>',
    '',
  );
}
