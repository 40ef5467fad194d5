import { Link } from '@brass/shared/router';
import styles from './Story.module.css';

export function HowWePack() {
  return (
    <section id="packing" className={styles.section} aria-labelledby="packing-heading">
      <h2 id="packing-heading" className={styles.sectionHeading}>
        How your piece is packed
      </h2>
      <p>
        Brass is heavy, and its finest parts, a raised trunk, a crown, the wick holders of a lamp, can bend if
        a box is dropped. So every piece is wrapped first in soft paper to protect its finish, then in bubble
        wrap, and set in a corrugated box with padding on every side so that it cannot move. Heavier idols
        travel in a double-walled box, and the pieces of a puja set are wrapped one by one so they never knock
        together.
      </p>
      <p>
        We ship from Chennai with courier partners. You choose the courier at checkout and see its delivery
        estimate there, and once your parcel is on its way you can follow it from{' '}
        <Link to="/orders">My Orders</Link>.
      </p>
      <p>
        Small differences in weight, colour or finish, and the odd tiny casting mark, are the signature of a
        hand-cast piece. If something looks wrong to you, or a parcel reaches you damaged, keep the box and{' '}
        <Link to="/contactus">write to us</Link> with a photo. We will tell you honestly what we see and make
        it right with you.
      </p>
    </section>
  );
}
