/**
 * The seeded blog: posts on caring for brass, the crafts behind the catalogue and the festivals it
 * serves. Each post is Markdown: its paragraphs are joined with a blank line.
 */
import type { Artwork } from './art/artwork.js';

export interface SeedBlog {
  /** Also the stem of the image files when there is art: /images/blogs/<id>-960.webp */
  id: string;
  title: string;
  paragraphs: string[];
  publishedAt: string;
  art?: Artwork;
}

export const seedBlogs: SeedBlog[] = [
  {
    id: 'caring-for-brass-at-home',
    title: 'Caring for Brass at Home',
    publishedAt: '2025-01-12T09:30:00+05:30',
    art: { kind: 'diya', wicks: 5, tone: 'bright', backdrop: 'cream' },
    paragraphs: [
      'Brass darkens because the copper in it reacts with air, moisture and the oils from our hands. That patina is not damage, and many families prefer the deep glow of an old lamp to a mirror shine. If you do want the shine back, it takes ten minutes and things already in your kitchen.',
      'Mix a spoon of tamarind pulp or the juice of half a lemon with a pinch of salt. Rub it over the piece with a soft cloth, let it rest for a minute, then rinse with warm water. For stubborn spots, a paste of besan and lemon juice works without scratching the surface.',
      'Dry every piece immediately and completely, especially the crevices of idols. Water left in the folds of a crown or the petals of a lotus base leaves green spots that are harder to remove than the original tarnish.',
      'Avoid steel wool, scouring powder and commercial acid cleaners on idols with a lacquered or antique finish: they strip the patina the craftsman applied by hand. A dry microfibre cloth once a week is the best care of all.',
    ],
  },
  {
    id: 'lost-wax-casting-swamimalai',
    title: 'How a Lost-Wax Idol Is Made in Swamimalai',
    publishedAt: '2025-02-03T11:00:00+05:30',
    art: { kind: 'idol', deity: 'nataraja', tone: 'copper', backdrop: 'indigo' },
    paragraphs: [
      'Swamimalai, a temple town on the banks of the Kaveri near Kumbakonam, has cast bronze and brass idols for more than a thousand years. The sthapatis here still follow the method used for the Chola bronzes: madhuchishtam, or lost-wax casting.',
      'The sculptor first models the idol in a mix of beeswax and the resin of the kungiliyam tree. Every finger, every ornament and every flame of the prabha is shaped in wax by hand. The finished model is then coated in layers of fine alluvial clay from the Kaveri, which captures the smallest detail.',
      'When the clay has dried, the mould is heated and the wax runs out through a channel, leaving a hollow in the exact shape of the idol. Molten metal is poured in, and once it has cooled the mould is broken. That is why no two lost-wax idols are ever identical: each mould is used only once.',
      'What follows is weeks of chasing, filing and polishing. The eyes are opened last, in a small ceremony, before the idol leaves the workshop.',
    ],
  },
  {
    id: 'choosing-a-kuthuvilakku',
    title: 'Choosing a Kuthuvilakku for Your Home',
    publishedAt: '2025-03-18T08:15:00+05:30',
    art: { kind: 'standing-lamp', finial: 'swan', height: 'tall', tone: 'golden', backdrop: 'maroon' },
    paragraphs: [
      'The kuthuvilakku is the tall standing lamp lit at the start of every auspicious event in Tamil Nadu and Kerala, from a child’s first day at school to the opening of a new shop. If you are buying your first one, three things matter: height, finial and weight.',
      'For a pooja shelf, a 12 to 15 inch lamp is in proportion. For the floor of a hall, or for functions, choose 18 inches or more. The finial is a matter of taste and tradition: the annam (swan) and the peacock are both classic, and a simple pointed top suits a modern room.',
      'Lift the lamp if you can. A good kuthuvilakku is heavy at the base, so it will not tip when the wicks are trimmed. The lamps of Nachiarkoil unscrew into parts, which makes cleaning the oil out of the bowl much easier.',
    ],
  },
  {
    id: 'diwali-pooja-essentials',
    title: 'Diwali Pooja Essentials in Brass',
    publishedAt: '2025-10-02T10:00:00+05:30',
    art: { kind: 'pooja', set: 'thali', tone: 'bright', backdrop: 'maroon' },
    paragraphs: [
      'Lakshmi pooja on Diwali evening brings out the best brass in the house. At its heart are the idols of Ganesha and Lakshmi, placed on a raised platform covered with a fresh red cloth.',
      'Beside them go a kalash filled with water, topped with mango leaves and a coconut; a thali with kumkum, haldi, rice and flowers; a bell for the aarti; and as many diyas as you can light. A panchmukhi diya is traditional for the aarti itself.',
      'Brass that is used once a year needs a little attention before the festival. Clean the pieces a week in advance with tamarind or lemon, so that the shine has time to settle and any missed spots can be touched up.',
      'After the festival, wipe off oil and kumkum the same night. Kumkum contains colour that can stain brass if it sits for days.',
    ],
  },
  {
    id: 'why-brass-for-pooja',
    title: 'Why Brass for Pooja?',
    publishedAt: '2025-05-21T07:45:00+05:30',
    paragraphs: [
      'Brass, an alloy of copper and zinc, has been the metal of Indian worship for centuries. It is durable, it can be cast into fine detail, and it takes a warm golden shine that catches the light of a lamp.',
      'Tradition speaks well of it: water stored overnight in a brass or copper vessel is considered purer, and the sound of a brass bell is said to clear the mind before prayer.',
      'There is a practical side too. Brass does not rust, it does not break when dropped, and a well-made brass lamp or idol will outlive the people who bought it. Many of the pieces we sell are bought as heirlooms, to be passed down.',
    ],
  },
  {
    id: 'urli-decorating-ideas',
    title: 'Five Ways to Decorate with an Urli',
    publishedAt: '2025-07-09T16:20:00+05:30',
    art: {
      kind: 'urli',
      flowers: ['#ff7a1a', '#ffffff', '#e8457a', '#ffb000'],
      tone: 'golden',
      backdrop: 'teal',
    },
    paragraphs: [
      'The urli began as a wide cooking vessel in Kerala kitchens. Today it is the most welcoming object in an Indian entrance: a shallow brass bowl of water with flowers floating on it.',
      'First, the classic: water, rose petals and marigolds, with two or three floating diyas lit in the evening. Second, for a festival, a rangoli of flower heads arranged in rings, jasmine outside and marigold within.',
      'Third, for a quieter look, a single lotus or water lily and nothing else. Fourth, a dry arrangement of pebbles and a small Buddha for a meditation corner. Fifth, turn it into a tabletop garden with water plants and a few fish-safe stones.',
      'Whatever you choose, change the water daily and empty the urli for a few hours each week. Brass that stays wet constantly forms a green bloom that is hard to remove.',
    ],
  },
  {
    id: 'gifting-brass',
    title: 'Gifting Brass for Housewarmings and Weddings',
    publishedAt: '2025-08-27T12:00:00+05:30',
    paragraphs: [
      'A brass gift says that you hope the family will use it for a lifetime. For a griha pravesh, a pair of diyas or a kuthuvilakku is the traditional choice, since the first thing done in a new home is to light a lamp.',
      'For weddings, a kalash, an engraved thali or a Ganesha idol are all welcome. For a couple setting up a new pooja room, a Ganesha, Lakshmi and Saraswati set covers the essentials in one piece.',
      'Keep the original box and the cloth bag if you are shipping a gift: brass is heavy, and a good box is what gets it to its new home without a dent.',
    ],
  },
];
