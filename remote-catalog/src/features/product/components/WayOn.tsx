import { KeepExploring } from '@brass/shared/keep-exploring';
import { Link, useNavigate } from '@brass/shared/router';
import buttons from '../../../components/buttons.module.css';
import styles from './WayOn.module.css';

/** Where a shopper goes from a product the shop does not have, in the catalog's own styles. */
export function WayOn() {
  return (
    <KeepExploring
      Link={Link}
      navigate={useNavigate()}
      placeholder="Search idols, lamps, bells…"
      classNames={{
        root: styles.wayOn,
        heading: styles.heading,
        links: styles.links,
        link: buttons.secondary,
        shopLink: buttons.primary,
        form: styles.search,
        label: styles.label,
        row: styles.box,
        input: styles.input,
        submit: buttons.primary,
      }}
    />
  );
}
