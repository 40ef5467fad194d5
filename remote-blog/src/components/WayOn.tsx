import { KeepExploring } from '@brass/shared/keep-exploring';
import { Link, useNavigate } from '@brass/shared/router';
import buttons from './ActionButton.module.css';
import styles from './WayOn.module.css';

/** Under a post or page the shop does not have: the way back into the shop, in the blog's own styles. */
export function WayOn() {
  return (
    <KeepExploring
      Link={Link}
      navigate={useNavigate()}
      classNames={{
        root: styles.wayOn,
        heading: styles.heading,
        links: styles.links,
        link: styles.link,
        label: styles.label,
        row: styles.row,
        input: styles.box,
        submit: buttons.action,
      }}
    />
  );
}
