import styles from './Story.module.css';

export function BrassCare() {
  return (
    <section id="care" className={styles.section} aria-labelledby="care-heading">
      <h2 id="care-heading" className={styles.sectionHeading}>
        Caring for your brass
      </h2>
      <p>
        Brass darkens slowly as the copper in it meets air and moisture. Many people love that soft, deep
        patina; if you prefer the bright shine, it comes back in minutes with what is already in your kitchen.
      </p>

      <div className={styles.careGrid}>
        <div className={styles.careCard}>
          <h3 className={styles.careHeading}>Every week</h3>
          <p>
            Dust with a soft, dry cotton cloth. If water touches the piece, dry it at once: drops left to dry
            leave spots.
          </p>
        </div>
        <div className={styles.careCard}>
          <h3 className={styles.careHeading}>Tamarind polish</h3>
          <p>
            Soak a small ball of tamarind in warm water for ten minutes and squeeze it into a pulp. Rub it
            over the brass with your fingers or a soft cloth, leave it a few minutes on dark patches, then
            rinse well and dry completely.
          </p>
        </div>
        <div className={styles.careCard}>
          <h3 className={styles.careHeading}>Lemon and salt</h3>
          <p>
            Dip half a lemon in salt and rub gently, or use a paste of lemon juice and baking soda for
            stubborn spots. Rinse, then dry thoroughly with a clean cloth.
          </p>
        </div>
        <div className={styles.careCard}>
          <h3 className={styles.careHeading}>Lamps and diyas</h3>
          <p>
            Once the lamp is cool, wipe out the old oil or ghee with paper, then wash in warm soapy water. Oil
            left to sit turns dark and sticky.
          </p>
        </div>
      </div>

      <aside className={styles.caution} aria-label="What to avoid">
        <p>
          <strong>Please do not</strong> use steel wool, scouring powder or the dishwasher: they scratch the
          surface for good. And{' '}
          <strong>never use tamarind or lemon on lacquered or antique-finish pieces</strong>: acid strips the
          lacquer and the darkened finish. For those, a dry or barely damp cloth is all they need.
        </p>
      </aside>
    </section>
  );
}
