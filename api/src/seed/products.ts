/**
 * The seeded catalogue: brass idols, lamps, bells, decor, pooja ware and idol sets as a real shop in
 * Tamil Nadu would list them, with weights and parcel sizes for courier quotes and an original drawing
 * each (see art/). Categories are lowercase; the shop capitalises them.
 */
import type { ProductCategory, ProductOption } from '@brass/shared/contracts/catalog';
import type { Artwork } from './art/artwork.js';

export interface SeedProduct {
  /** Also the stem of the image files: /images/products/<id>-480.webp */
  id: string;
  name: string;
  /** Whole rupees. */
  price: number;
  category: ProductCategory;
  description: string;
  newArrival?: boolean;
  popular?: boolean;
  weightGrams: number;
  /** Length, breadth and height of the packed item, in centimetres. */
  sizeCm: [number, number, number];
  art: Artwork;
  /** Sold in sizes or finishes: each variant with its own price, weight, SKU and stock. */
  variants?: {
    options: ProductOption[];
    variants: {
      values: Record<string, string>;
      price: number;
      weightGrams: number;
      sku: string;
      /** Pieces in stock; the seeded count when absent. */
      stock?: number;
    }[];
  };
}

export const seedProducts: SeedProduct[] = [
  {
    id: 'ganesha-lost-wax-seated',
    name: 'Seated Ganesha, Lost-Wax Cast (6 inch)',
    price: 4850,
    category: 'idols',
    popular: true,
    description:
      'Cast by the lost-wax method in Swamimalai: every piece begins as a wax model that is melted out of its clay mould, so no two are quite alike. Ganesha sits at ease on a lotus base with his modak in hand. The surface is hand-chased and left in a warm natural brass finish.',
    weightGrams: 1250,
    sizeCm: [12, 10, 16],
    art: { kind: 'idol', deity: 'ganesha', tone: 'golden', backdrop: 'maroon' },
  },
  {
    id: 'ganesha-prabhavali-12in',
    name: 'Ganesha with Prabhavali Arch',
    price: 9800,
    category: 'idols',
    popular: true,
    description:
      'A temple-style Ganesha framed by a prabhavali, the flaming arch that marks a deity in South Indian shrines. Cast in Aligarh and finished by hand, with fine detailing on the crown, ears and anklets. Heavy enough to stand steady on a pooja shelf or a living-room console.',
    weightGrams: 4200,
    sizeCm: [24, 14, 32],
    art: { kind: 'idol', deity: 'ganesha', arch: true, tone: 'antique', backdrop: 'cream' },
    variants: {
      options: [{ name: 'Size', values: ['9 inch', '12 inch', '18 inch'] }],
      variants: [
        { values: { Size: '9 inch' }, price: 9800, weightGrams: 2600, sku: 'BA-GPA-09' },
        { values: { Size: '12 inch' }, price: 14500, weightGrams: 4200, sku: 'BA-GPA-12' },
        { values: { Size: '18 inch' }, price: 28500, weightGrams: 9500, sku: 'BA-GPA-18', stock: 4 },
      ],
    },
  },
  {
    id: 'ganesha-mini-dashboard',
    name: 'Mini Ganesha for Car Dashboard (2.5 inch)',
    price: 650,
    category: 'idols',
    description:
      'A small, solid Ganesha for the car dashboard, the study desk or a travel pooja kit. The base is flat and wide so it sits firmly with a strip of double-sided tape. Sand-cast in Moradabad and polished to a bright finish.',
    weightGrams: 160,
    sizeCm: [6, 5, 7],
    art: { kind: 'idol', deity: 'ganesha', tone: 'bright', backdrop: 'saffron' },
  },
  {
    id: 'krishna-venugopal-standing',
    name: 'Venugopal Krishna with Flute (10 inch)',
    price: 6200,
    category: 'idols',
    popular: true,
    description:
      'Krishna stands in the graceful tribhanga pose, playing his flute, a peacock feather in his crown. The idol is cast in Aligarh and the feather is picked out in hand-applied enamel. A favourite for Janmashtami and for the home shrine.',
    weightGrams: 1900,
    sizeCm: [12, 10, 27],
    art: { kind: 'idol', deity: 'krishna', tone: 'golden', backdrop: 'teal' },
  },
  {
    id: 'bal-krishna-laddu-gopal',
    name: 'Laddu Gopal, Crawling Bal Krishna (3 inch)',
    price: 1450,
    category: 'idols',
    description:
      'The infant Krishna on hands and knees, with a ball of butter in his hand. Sized for daily seva: he fits in a small jhula or a silver cradle and takes the usual Laddu Gopal clothes. Cast solid, so bathing him every morning does him no harm.',
    weightGrams: 420,
    sizeCm: [10, 7, 9],
    art: { kind: 'idol', deity: 'bal-krishna', tone: 'bright', backdrop: 'sage' },
  },
  {
    id: 'buddha-meditating-antique',
    name: 'Meditating Buddha, Antique Finish (9 inch)',
    price: 7800,
    category: 'idols',
    newArrival: true,
    description:
      'The Buddha in dhyana mudra, hands resting in his lap, eyes lowered. The antique finish is a chemical patina rubbed back by hand, so the raised folds of the robe catch the light. A calm presence for a meditation corner or a study.',
    weightGrams: 2600,
    sizeCm: [18, 13, 24],
    art: { kind: 'idol', deity: 'buddha', tone: 'antique', backdrop: 'sage' },
  },
  {
    id: 'buddha-bhumisparsha-large',
    name: 'Large Buddha in Bhumisparsha Mudra (18 inch)',
    price: 18500,
    category: 'idols',
    description:
      'A large seated Buddha touching the earth, the gesture of his enlightenment at Bodh Gaya. Made in the lost-wax process over several weeks and finished with an oxidised patina. A statement piece for an entrance hall or a garden pavilion under cover.',
    weightGrams: 9800,
    sizeCm: [36, 26, 48],
    art: { kind: 'idol', deity: 'buddha', arch: true, tone: 'oxidised', backdrop: 'indigo' },
  },
  {
    id: 'lakshmi-on-lotus',
    name: 'Lakshmi Seated on Lotus (7 inch)',
    price: 5400,
    category: 'idols',
    popular: true,
    description:
      'Goddess Lakshmi seated on a lotus, holding lotus buds in her upper hands. Cast in Aligarh with a crisp crown and jewellery detail. Traditionally placed beside Ganesha for Diwali Lakshmi pooja.',
    weightGrams: 1500,
    sizeCm: [14, 10, 19],
    art: { kind: 'idol', deity: 'lakshmi', tone: 'golden', backdrop: 'maroon' },
  },
  {
    id: 'nataraja-swamimalai-12in',
    name: 'Nataraja, Swamimalai Lost-Wax (12 inch)',
    price: 12900,
    category: 'idols',
    popular: true,
    description:
      'Shiva as the lord of dance inside his ring of fire, cast by the lost-wax method in Swamimalai near Thanjavur, where this tradition goes back to the Chola bronzes. Each flame of the prabha is finished by hand. Comes with a cotton dust bag.',
    weightGrams: 3900,
    sizeCm: [28, 12, 32],
    art: { kind: 'idol', deity: 'nataraja', tone: 'copper', backdrop: 'indigo' },
  },
  {
    id: 'nataraja-temple-24in',
    name: 'Temple Nataraja (24 inch)',
    price: 45000,
    category: 'idols',
    description:
      'A temple-size Nataraja for institutions, dance schools and large homes. Cast in sections by Swamimalai sthapatis and joined by hand, with the proportions laid down in the Shilpa Shastras. Shipped crated; allow two weeks for making.',
    weightGrams: 19500,
    sizeCm: [66, 28, 70],
    art: { kind: 'idol', deity: 'nataraja', tone: 'antique', backdrop: 'maroon' },
  },
  {
    id: 'hanuman-with-gada',
    name: 'Standing Hanuman with Gada (8 inch)',
    price: 3900,
    category: 'idols',
    description:
      'Hanuman standing tall with his gada on his shoulder, a picture of strength and devotion. Sand-cast in Moradabad and hand-polished. Often kept near the entrance of the home or the workplace.',
    weightGrams: 1300,
    sizeCm: [11, 9, 22],
    art: { kind: 'idol', deity: 'hanuman', tone: 'golden', backdrop: 'saffron' },
  },
  {
    id: 'shiva-meditating-trishul',
    name: 'Meditating Shiva with Trishul (8 inch)',
    price: 8600,
    category: 'idols',
    newArrival: true,
    description:
      'Shiva seated in meditation with the crescent moon in his matted hair and his trishul beside him. Cast by the lost-wax method and given a soft antique wash. A quiet, contemplative piece for the pooja room.',
    weightGrams: 2100,
    sizeCm: [16, 12, 22],
    art: { kind: 'idol', deity: 'shiva', tone: 'antique', backdrop: 'indigo' },
  },
  {
    id: 'saraswati-with-veena',
    name: 'Saraswati with Veena',
    price: 6900,
    category: 'idols',
    newArrival: true,
    description:
      'Saraswati, goddess of learning and music, seated with her veena. The strings are suggested by fine chased lines along the neck of the instrument. A thoughtful gift for students, teachers and musicians, and for Vasant Panchami.',
    weightGrams: 1800,
    sizeCm: [17, 11, 23],
    art: { kind: 'idol', deity: 'saraswati', arch: true, tone: 'golden', backdrop: 'cream' },
    variants: {
      options: [
        { name: 'Size', values: ['9 inch', '12 inch'] },
        { name: 'Finish', values: ['Natural', 'Antique', 'Two-tone'] },
      ],
      variants: [
        { values: { Size: '9 inch', Finish: 'Natural' }, price: 6900, weightGrams: 1800, sku: 'BA-SV-09-N' },
        { values: { Size: '9 inch', Finish: 'Antique' }, price: 7200, weightGrams: 1800, sku: 'BA-SV-09-A' },
        { values: { Size: '9 inch', Finish: 'Two-tone' }, price: 7900, weightGrams: 1800, sku: 'BA-SV-09-T' },
        {
          values: { Size: '12 inch', Finish: 'Natural' },
          price: 10900,
          weightGrams: 3100,
          sku: 'BA-SV-12-N',
        },
        {
          values: { Size: '12 inch', Finish: 'Antique' },
          price: 11400,
          weightGrams: 3100,
          sku: 'BA-SV-12-A',
          stock: 0,
        },
      ],
    },
  },
  {
    id: 'tirupati-balaji',
    name: 'Tirupati Balaji (10 inch)',
    price: 9800,
    category: 'idols',
    description:
      'Lord Venkateswara as worshipped at Tirumala, with his tall kireetam and the conch and discus in his upper hands. Cast in Aligarh and finished with a bright polish that suits a brass or wooden mandapam. Best kept on a raised, dry shelf.',
    weightGrams: 2400,
    sizeCm: [12, 10, 27],
    art: { kind: 'idol', deity: 'balaji', arch: true, tone: 'bright', backdrop: 'maroon' },
  },
  {
    id: 'murugan-with-vel',
    name: 'Murugan with Vel (8 inch)',
    price: 5600,
    category: 'idols',
    newArrival: true,
    description:
      'Lord Murugan standing with his vel, the spear given to him by Parvati. Cast in Swamimalai with the simple, upright stance of the Palani tradition. A natural brass finish that deepens gently with time.',
    weightGrams: 1450,
    sizeCm: [10, 9, 22],
    art: { kind: 'idol', deity: 'murugan', tone: 'copper', backdrop: 'teal' },
  },
  {
    id: 'diya-classic-single',
    name: 'Classic Brass Diya',
    price: 450,
    category: 'lamps',
    popular: true,
    description:
      'The everyday oil lamp of South Indian homes, turned and polished in Moradabad. A deep bowl holds enough ghee or sesame oil for an evening. Sold singly; buy a few for Karthigai Deepam.',
    weightGrams: 120,
    sizeCm: [9, 7, 4],
    art: { kind: 'diya', wicks: 1, tone: 'bright', backdrop: 'indigo' },
  },
  {
    id: 'panchmukhi-diya',
    name: 'Panchmukhi Diya, Five Wicks',
    price: 1250,
    category: 'lamps',
    description:
      'A five-faced diya for aarti and festival evenings, one wick for each direction and one for the sky. Cast in one piece so the spouts never come loose. Wipe with a soft cloth after use to keep the oil from darkening the brass.',
    weightGrams: 380,
    sizeCm: [13, 13, 5],
    art: { kind: 'diya', wicks: 5, tone: 'golden', backdrop: 'maroon' },
  },
  {
    id: 'kuthuvilakku-18in',
    name: 'Kuthuvilakku Traditional Lamp (18 inch)',
    price: 5800,
    category: 'lamps',
    popular: true,
    description:
      'The tall five-wick lamp lit at the start of every auspicious occasion in Tamil Nadu and Kerala. Made by the lamp makers of Nachiarkoil near Kumbakonam, in parts that screw together for cleaning. A pointed finial crowns the stem.',
    weightGrams: 2300,
    sizeCm: [18, 18, 46],
    art: { kind: 'standing-lamp', finial: 'cone', height: 'tall', tone: 'golden', backdrop: 'maroon' },
  },
  {
    id: 'kuthuvilakku-annam-24in',
    name: 'Annam Kuthuvilakku with Swan Finial (24 inch)',
    price: 11500,
    category: 'lamps',
    newArrival: true,
    description:
      'A grand kuthuvilakku topped by the annam, the swan that stands for discernment. Cast and turned in Nachiarkoil, with a heavy base that keeps it steady on a marble floor. Lit for weddings, housewarmings and the inauguration of a new venture.',
    weightGrams: 4100,
    sizeCm: [22, 22, 62],
    art: { kind: 'standing-lamp', finial: 'swan', height: 'tall', tone: 'antique', backdrop: 'teal' },
  },
  {
    id: 'samai-peacock',
    name: 'Samai Lamp with Peacock (12 inch)',
    price: 3200,
    category: 'lamps',
    description:
      'The samai of Maharashtrian homes, with a peacock finial above a five-wick bowl. Sand-cast and lathe-finished, with the feathers engraved by hand. Comes apart into three pieces for easy cleaning.',
    weightGrams: 1400,
    sizeCm: [14, 14, 31],
    art: { kind: 'standing-lamp', finial: 'peacock', height: 'short', tone: 'bright', backdrop: 'cream' },
  },
  {
    id: 'hanging-deepam-chain',
    name: 'Hanging Deepam with Chain',
    price: 4400,
    category: 'lamps',
    description:
      'A five-wick deepam on three brass chains, to hang in a doorway, a courtyard or above the pooja shelf. The chains are hand-linked and end in a single ring for a ceiling hook. Total drop is about 90 cm.',
    weightGrams: 1600,
    sizeCm: [22, 22, 18],
    art: { kind: 'hanging-lamp', bells: false, tone: 'golden', backdrop: 'indigo' },
  },
  {
    id: 'hanging-lamp-with-bells',
    name: 'Hanging Lamp with Bells',
    price: 6400,
    category: 'lamps',
    description:
      'A hanging deepam with three small bells below the bowl that ring softly when the lamp moves. Made in Mannar, Kerala, a town known for its bell metal and brass work. Looks its best in an entrance or a verandah.',
    weightGrams: 2200,
    sizeCm: [24, 24, 22],
    art: { kind: 'hanging-lamp', bells: true, tone: 'antique', backdrop: 'maroon' },
  },
  {
    id: 'akhand-diya-glass-chimney',
    name: 'Akhand Jyoti Diya with Glass Chimney',
    price: 1850,
    category: 'lamps',
    newArrival: true,
    description:
      'An akhand diya for lamps that burn through Navratri or a long pooja. The glass chimney shields the flame from fans and draughts, and the large reservoir needs refilling only once a day. The chimney lifts off for cleaning.',
    weightGrams: 650,
    sizeCm: [12, 12, 18],
    art: { kind: 'diya', wicks: 1, chimney: true, tone: 'bright', backdrop: 'teal' },
  },
  {
    id: 'aarti-diya-with-handle',
    name: 'Aarti Diya with Handle',
    price: 890,
    category: 'lamps',
    description:
      'A three-wick aarti lamp with a long curved handle that keeps the hand well away from the flames. Sand-cast in Moradabad and polished. The flat underside lets it rest on a thali between aartis.',
    weightGrams: 280,
    sizeCm: [18, 9, 6],
    art: { kind: 'diya', wicks: 3, handle: true, tone: 'golden', backdrop: 'saffron' },
  },
  {
    id: 'kamakshi-deepam',
    name: 'Kamakshi Deepam (5 inch)',
    price: 1650,
    category: 'lamps',
    description:
      'Goddess Kamakshi in relief on the backplate of a single-wick lamp, a fixture of Tamil weddings and housewarmings. Cast in Kumbakonam and hand-finished. Lighting it is believed to bring the blessings of the goddess to a new home.',
    weightGrams: 520,
    sizeCm: [11, 9, 14],
    art: { kind: 'diya', wicks: 1, backplate: true, tone: 'antique', backdrop: 'cream' },
  },
  {
    id: 'pooja-bell-nandi',
    name: 'Pooja Bell with Nandi',
    price: 1150,
    category: 'bells',
    popular: true,
    description:
      'A hand bell (ghanti) crowned by Nandi, the bull who waits at the door of every Shiva temple. Cast in a high-tin brass for a long, clear ring. Used at every aarti to begin the worship.',
    weightGrams: 420,
    sizeCm: [8, 8, 17],
    art: { kind: 'hand-bell', finial: 'nandi', tone: 'golden', backdrop: 'maroon' },
  },
  {
    id: 'pooja-bell-garuda',
    name: 'Pooja Bell with Garuda',
    price: 1350,
    category: 'bells',
    description:
      'A Vaishnava pooja bell with Garuda, wings spread, on the handle. The clapper is hung on a brass loop so it never rusts. A bright, sustained tone that fills a small room.',
    weightGrams: 460,
    sizeCm: [9, 9, 18],
    art: { kind: 'hand-bell', finial: 'garuda', tone: 'bright', backdrop: 'indigo' },
  },
  {
    id: 'temple-hanging-bell-large',
    name: 'Temple Hanging Bell (10 inch)',
    price: 7500,
    category: 'bells',
    description:
      'A large temple bell cast in Mannar, Kerala, with a deep tone that carries across a courtyard. It comes with a short chain and a hook. Suited to home temples, gateways and farmhouses.',
    weightGrams: 3600,
    sizeCm: [20, 20, 30],
    art: { kind: 'temple-bell', tone: 'antique', backdrop: 'teal' },
  },
  {
    id: 'door-hanging-bells-string',
    name: 'Door Hanging Bells String',
    price: 2300,
    category: 'bells',
    newArrival: true,
    description:
      'Seven small brass bells on a beaded cord, to hang on a door handle or across a window. They chime softly whenever the door opens. Hand-assembled in Moradabad.',
    weightGrams: 540,
    sizeCm: [30, 10, 6],
    art: { kind: 'bell-string', count: 7, chime: false, tone: 'bright', backdrop: 'sage' },
  },
  {
    id: 'brass-wind-chime-bells',
    name: 'Brass Wind Chime with Five Bells',
    price: 1900,
    category: 'bells',
    description:
      'Five tuned bells hanging from an engraved brass disc, for a balcony or a garden. The bells are cast, not pressed, so their tone stays true for years. Bring it indoors during the monsoon to keep the cords fresh.',
    weightGrams: 700,
    sizeCm: [20, 20, 12],
    art: { kind: 'bell-string', count: 5, chime: true, tone: 'golden', backdrop: 'teal' },
  },
  {
    id: 'urli-flower-bowl-12in',
    name: 'Urli Flower Bowl (12 inch)',
    price: 3600,
    category: 'decor',
    popular: true,
    description:
      'A wide, shallow urli to fill with water, floating flowers and tea lights. Spun and hand-beaten in Moradabad, with a low foot that keeps it level. The classic welcome at the entrance of a Kerala home.',
    weightGrams: 1700,
    sizeCm: [32, 32, 10],
    art: { kind: 'urli', flowers: ['#ff7a1a', '#ffffff', '#e8457a'], tone: 'golden', backdrop: 'cream' },
  },
  {
    id: 'urli-peacock-18in',
    name: 'Peacock Urli (18 inch)',
    price: 9200,
    category: 'decor',
    description:
      'A large urli with two peacocks for handles, cast in Mannar and finished with an antique wash. Wide enough for a ring of floating diyas at Diwali. Heavy and stable, it suits a foyer floor or a low table.',
    weightGrams: 5200,
    sizeCm: [48, 46, 14],
    art: {
      kind: 'urli',
      flowers: ['#e8457a', '#ffb000', '#ffffff', '#ff7a1a'],
      peacocks: true,
      tone: 'antique',
      backdrop: 'maroon',
    },
  },
  {
    id: 'urli-small-8in',
    name: 'Small Urli (8 inch)',
    price: 1800,
    category: 'decor',
    description:
      'A compact urli for a coffee table or a study desk. A handful of jasmine or marigold and a single floating candle is all it needs. Hand-polished brass with a plain rim.',
    weightGrams: 750,
    sizeCm: [21, 21, 7],
    art: { kind: 'urli', flowers: ['#ffffff', '#ffb000'], tone: 'bright', backdrop: 'sage' },
  },
  {
    id: 'elephant-caparisoned-pair',
    name: 'Caparisoned Elephant (6 inch)',
    price: 4200,
    category: 'decor',
    description:
      'An elephant dressed for a temple festival, its saddle cloth picked out in red enamel and gold dots. Sand-cast in Moradabad and hand-finished. Sold singly; two make a handsome pair on either side of a doorway.',
    weightGrams: 1350,
    sizeCm: [17, 8, 15],
    art: { kind: 'elephant', trunkUp: false, tone: 'golden', backdrop: 'teal' },
  },
  {
    id: 'elephant-trunk-up-large',
    name: 'Trunk-Up Elephant for Good Luck (10 inch)',
    price: 8900,
    category: 'decor',
    newArrival: true,
    description:
      'A large elephant with its trunk raised, the gesture that is said to shower good fortune on the home. Cast in Aligarh, with a red and gold enamelled saddle cloth. Face it towards the main door, as vastu suggests.',
    weightGrams: 3300,
    sizeCm: [28, 12, 25],
    art: { kind: 'elephant', trunkUp: true, tone: 'antique', backdrop: 'saffron' },
  },
  {
    id: 'vastu-tortoise-plate',
    name: 'Vastu Tortoise on Plate',
    price: 950,
    category: 'decor',
    description:
      'The tortoise of vastu and feng shui, resting on its own plate for water. The shell pattern is engraved by hand. Placed in the north of the home, it is said to bring stability and long life.',
    weightGrams: 340,
    sizeCm: [13, 10, 5],
    art: { kind: 'tortoise', tone: 'bright', backdrop: 'sage' },
  },
  {
    id: 'pooja-thali-set',
    name: 'Pooja Thali Set, Seven Pieces',
    price: 2400,
    category: 'pooja',
    popular: true,
    description:
      'Everything for a daily pooja on one plate: thali, diya, kumkum and haldi bowls, incense holder, bell and a small kalash. Made in Moradabad and polished to a mirror shine. Packed in a cloth-lined box, ready to gift.',
    weightGrams: 900,
    sizeCm: [30, 30, 8],
    art: { kind: 'pooja', set: 'thali', tone: 'bright', backdrop: 'maroon' },
  },
  {
    id: 'aarti-thali-engraved-12in',
    name: 'Engraved Aarti Thali (12 inch)',
    price: 1650,
    category: 'pooja',
    description:
      'A 12-inch thali chased by hand with a ring of lotus petals and dots. Heavy-gauge sheet brass that does not bend under a full load of offerings. Use it for aarti, for welcoming guests or for a wedding tray.',
    weightGrams: 620,
    sizeCm: [31, 31, 3],
    art: { kind: 'pooja', set: 'engraved-thali', tone: 'golden', backdrop: 'indigo' },
  },
  {
    id: 'kalash-with-coconut',
    name: 'Kalash with Coconut and Mango Leaves',
    price: 1950,
    category: 'pooja',
    description:
      'A round-bellied kalash with a brass coconut and mango leaves, ready for griha pravesh and Varalakshmi vratam. The leaves are enamelled in green and will not wilt. The pot itself can be filled with water or rice.',
    weightGrams: 800,
    sizeCm: [14, 14, 24],
    art: { kind: 'kalash', engraved: false, tone: 'golden', backdrop: 'saffron' },
  },
  {
    id: 'kalash-engraved-large',
    name: 'Engraved Kalash (9 inch)',
    price: 3400,
    category: 'pooja',
    description:
      'A large kalash with hand-chased bands around its shoulder, made in Pembarthi, Telangana, by sheet-metal craftsmen. Its wide mouth takes a full coconut. A centrepiece for weddings and temple functions.',
    weightGrams: 1250,
    sizeCm: [20, 20, 24],
    art: { kind: 'kalash', engraved: true, tone: 'antique', backdrop: 'cream' },
  },
  {
    id: 'panchapatra-uddharini',
    name: 'Panchapatra and Uddharini',
    price: 780,
    category: 'pooja',
    description:
      'The tumbler and spoon for holy water used in sandhyavandanam and every pooja. Seamless, so no water collects in joints. Comes on its own small plate.',
    weightGrams: 260,
    sizeCm: [12, 12, 10],
    art: { kind: 'pooja', set: 'panchapatra', tone: 'bright', backdrop: 'teal' },
  },
  {
    id: 'kumkum-haldi-box',
    name: 'Kumkum and Haldi Box',
    price: 690,
    category: 'pooja',
    description:
      'A two-compartment box for kumkum and haldi with a domed lid, traditionally offered to women visitors. Engraved by hand in Moradabad. Small enough for a handbag on temple visits.',
    weightGrams: 180,
    sizeCm: [10, 6, 6],
    art: { kind: 'pooja', set: 'kumkum', tone: 'golden', backdrop: 'sage' },
  },
  {
    id: 'ganesha-lakshmi-saraswati-set',
    name: 'Ganesha, Lakshmi and Saraswati Idol Set',
    price: 7200,
    category: 'idol set',
    popular: true,
    description:
      'The three deities worshipped together at Diwali, each on its own lotus, on one shared base. Cast in Aligarh and finished by hand. A complete Lakshmi pooja centrepiece in a single piece.',
    weightGrams: 2100,
    sizeCm: [26, 10, 14],
    art: {
      kind: 'idol-set',
      deities: ['lakshmi', 'ganesha', 'saraswati'],
      tone: 'golden',
      backdrop: 'maroon',
    },
  },
  {
    id: 'rama-lakshmana-hanuman-set',
    name: 'Rama, Lakshmana and Hanuman Idol Set',
    price: 16800,
    category: 'idol set',
    description:
      'Rama and Lakshmana with their bows and Hanuman between them, on a single base for the home shrine. Cast by the lost-wax method, with bows, crowns and ornaments finished by hand. A heirloom piece that is passed from one generation to the next.',
    weightGrams: 5600,
    sizeCm: [34, 14, 24],
    art: { kind: 'idol-set', deities: ['rama', 'hanuman', 'rama'], tone: 'antique', backdrop: 'indigo' },
  },
  {
    id: 'ganesha-lakshmi-pair',
    name: 'Ganesha and Lakshmi Pair',
    price: 3800,
    category: 'idol set',
    newArrival: true,
    description:
      'Ganesha and Lakshmi, each seated on a lotus, on one base for Diwali and for the cash box of a new shop. Sand-cast in Moradabad and polished. A popular housewarming and Dhanteras gift.',
    weightGrams: 1300,
    sizeCm: [20, 9, 12],
    art: { kind: 'idol-set', deities: ['ganesha', 'lakshmi'], tone: 'bright', backdrop: 'saffron' },
  },
  {
    id: 'shiva-ganesha-murugan-set',
    name: 'Shiva with Ganesha and Murugan Set',
    price: 22000,
    category: 'idol set',
    description:
      'Shiva flanked by his sons Ganesha and Murugan on one pedestal, as the family is worshipped in many Tamil homes. Cast in Swamimalai with an antique finish. Made to order; allow ten days before dispatch.',
    weightGrams: 6200,
    sizeCm: [36, 14, 26],
    art: { kind: 'idol-set', deities: ['ganesha', 'shiva', 'murugan'], tone: 'copper', backdrop: 'teal' },
  },
];
