import styles from './Story.module.css';

/** The three casting traditions our pieces come from, told for a shopper rather than a metallurgist. */
export function CraftTraditions() {
  return (
    <section id="craft" className={styles.section} aria-labelledby="craft-heading">
      <h2 id="craft-heading" className={styles.sectionHeading}>
        How Indian brass is made
      </h2>
      <p>
        Brass is copper and zinc melted together. It does not rust, it takes fine detail, and it carries a
        warm gold that deepens with the years. In India it has been cast into lamps, vessels and gods for
        thousands of years, and three traditions still shape most of what you will find in a good brass shop.
      </p>

      <article className={styles.tradition} aria-labelledby="dhokra-heading">
        <h3 id="dhokra-heading" className={styles.traditionHeading}>
          Dhokra: lost-wax casting
        </h3>
        <p className={styles.places}>
          Bastar in Chhattisgarh · Bankura and Bardhaman in West Bengal · Odisha · Jharkhand
        </p>
        <p>
          Dhokra is one of the oldest ways of casting metal anywhere: the same lost-wax method made the bronze
          dancing girl of Mohenjo-daro more than four thousand years ago. Dhokra Damar artisan families still
          work this way, and every figure begins as wax.
        </p>
        <ol className={styles.steps}>
          <li>A core of clay mixed with rice husk is shaped roughly and dried in the sun.</li>
          <li>
            The artisan rolls beeswax and tree resin into thin threads and lays them over the core, building
            the figure, its coils and its patterns by hand.
          </li>
          <li>The wax is covered with layers of fine clay, leaving a small channel open.</li>
          <li>
            The mould is heated. The wax melts and runs out: it is lost, leaving its exact shape behind.
          </li>
          <li>Molten brass, often from recycled old vessels, is poured into that hollow.</li>
          <li>Once it cools, the mould is broken open, and the piece is filed and burnished.</li>
        </ol>
        <p>
          Because each mould is broken to free its casting, no two dhokra pieces are ever the same. Look for
          the thread-like textures, the slightly uneven surface and the darker tone in the hollows: that is
          the craft, not a flaw.
        </p>
      </article>

      <article className={styles.tradition} aria-labelledby="sand-heading">
        <h3 id="sand-heading" className={styles.traditionHeading}>
          Sand casting: Moradabad and Aligarh
        </h3>
        <p className={styles.places}>Uttar Pradesh</p>
        <p>
          Moradabad is known across India as <i lang="hi-Latn">Peetal Nagri</i>, the City of Brass, and
          Aligarh’s foundries cast many of the idols found in homes and temples across the country. Here a
          master model is pressed into boxes of damp, tightly packed sand, in two halves. The model is lifted
          out, the halves are closed, and molten brass is poured into the impression it left.
        </p>
        <p>
          The casting that comes out of the sand is rough. The real work follows: filing away the seams,
          cutting fine detail back into a face or a garland with small chisels, then buffing to a shine or
          darkening to an antique finish. Moradabad’s craftsmen are also known for{' '}
          <i lang="hi-Latn">nakkashi</i>, patterns engraved by hand into the metal. A sand mould can be made
          again from the same model, so pieces share their shape, but each one is finished by hand and differs
          a little from its neighbour.
        </p>
      </article>

      <article className={styles.tradition} aria-labelledby="bronze-heading">
        <h3 id="bronze-heading" className={styles.traditionHeading}>
          The bronze icons of Thanjavur and Kumbakonam
        </h3>
        <p className={styles.places}>Swamimalai and the Kaveri delta, Tamil Nadu</p>
        <p>
          In the villages around Kumbakonam in Thanjavur district, and above all in Swamimalai, families of{' '}
          <i lang="ta-Latn">sthapatis</i>, temple icon makers, carry on the tradition of the Chola bronzes of
          the ninth to thirteenth centuries. Each icon is modelled in solid wax to the proportions laid down
          in the <i lang="sa-Latn">Shilpa Shastras</i>, the classical texts on sculpture, coated in fine clay
          from the banks of the Kaveri, and cast by lost wax. Swamimalai bronze icons carry a Geographical
          Indication tag.
        </p>
        <p>
          Strictly, these are bronze (copper with tin) or <i lang="sa-Latn">panchaloha</i>, a five-metal
          alloy, rather than brass. We talk about them because the South Indian look of many brass idols, from
          Nataraja’s ring of flames to the tall crowns of Vishnu and Murugan, comes from this school.
        </p>
      </article>
    </section>
  );
}
