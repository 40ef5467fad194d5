interface Props {
  page: HTMLElement;
  className?: string;
}

/**
 * Shows a still copy of a page (`pageSnapshot`): seen, but out of reach of the pointer, the keyboard
 * and assistive technology, as nothing in it answers any more.
 */
export function PageSnapshot({ page, className }: Props) {
  return (
    <div
      className={className}
      inert
      aria-hidden="true"
      ref={(element) => {
        element?.replaceChildren(page);
      }}
    />
  );
}
