/**
 * The shop's policy pages as it opens, in its own voice; the owner rewrites them in the back office.
 * Each body is Markdown: paragraphs separated by blank lines, a line starting "## " a heading.
 */
import type { PolicyPageSlug } from '@brass/shared/contracts/content';

export interface SeedPolicyPage {
  slug: PolicyPageSlug;
  title: string;
  /** The page's blocks; joined with a blank line between them. */
  blocks: string[];
}

export const seedPolicyPages: SeedPolicyPage[] = [
  {
    slug: 'terms',
    title: 'Terms and Conditions',
    blocks: [
      'Brass Aangan is a small shop in Chennai that sells brass idols, lamps, diyas, urlis and decor made by artisan families across India. These terms apply to every visit to our website and every order placed on it. By placing an order you agree to them, so please read them once; they are written to be read.',
      '## Our pieces',
      'Almost everything we sell is cast, chased and polished by hand. Two pieces of the same design are never exactly alike: small differences in weight, size, colour and finish, and the odd tiny casting mark, are the signature of handwork and not a defect. Our photographs show the piece as truly as we can, but screens differ and brass changes colour with the light.',
      'Sizes and weights on a product page are measured on our pieces and may vary by a few millimetres or grams from the one you receive.',
      '## Prices and payment',
      'All prices are in Indian rupees. GST and the delivery charge of the courier you choose are added at checkout and shown in the order summary before you pay. We accept payment online through Razorpay: cards, UPI, net banking and wallets. Your card or bank details go to Razorpay and never reach us.',
      'If a price on our website is clearly wrong (a ₹4,500 lamp shown at ₹45, for example), we will tell you before we ship, and you may pay the correct price or have your money back in full.',
      '## Your order',
      'An order is confirmed once Razorpay tells us your payment succeeded; you will see it under My Orders. If a piece turns out to be unavailable after you have paid, or a courier cannot reach your pincode, we will cancel that order and refund what you paid in full to the way you paid.',
      'You may cancel an order until it leaves our workshop. Write to us from the Contact Us page with your order number and we will refund you in full. Once the courier has collected it, our Returns and Refunds page applies.',
      '## Delivery',
      'We deliver across India, and to the United States and the United Kingdom. How we pack, how long delivery takes and how to track your parcel are on our Shipping page.',
      '## Returns and refunds',
      'Pieces that reach you damaged, defective or different from what you ordered are replaced or refunded as our Returns and Refunds page explains.',
      '## Your account',
      'Keep your password to yourself: you are responsible for orders placed from your account. You can sign in with your email and password or with Google. We may close an account that is used to abuse the shop, its payments or other shoppers.',
      '## Our words and pictures',
      'The photographs, texts and designs on this website belong to Brass Aangan or the artisans we work with. Please do not copy them for another shop or publication without asking us first.',
      '## Liability',
      'We are responsible for delivering the pieces you ordered as described, or refunding you. We are not responsible for losses we could not reasonably foresee, or for delays caused by events outside our control such as floods, strikes or courier disruptions; when they happen we will keep you informed.',
      '## Law and disputes',
      'These terms are governed by the laws of India, and the courts at Chennai, Tamil Nadu, have jurisdiction. Before any of that, please write to us: almost every problem is solved with a conversation.',
      '## Changes',
      'We may update these terms from time to time. The version on this page when you place an order is the one that applies to it.',
    ],
  },
  {
    slug: 'faq',
    title: 'FAQ',
    blocks: [
      'The questions we are asked most often. If yours is not here, write to us from the Contact Us page and we will answer within two working days.',
      '## Is every piece solid brass?',
      'Yes. Our idols, lamps, diyas and urlis are cast in brass, an alloy of copper and zinc. Some pieces have a lacquered or antique finish on top, and the product page says so.',
      '## Will my idol look exactly like the photograph?',
      'Very nearly, but not exactly. Each piece is finished by hand, so the face, the ornaments and the colour vary a little from one casting to the next. We think that is what makes it yours.',
      '## How do I keep brass shining?',
      'Dust it every week with a soft, dry cloth. To bring back the shine, rub it with tamarind pulp or lemon and salt, rinse and dry at once. Never use acid, steel wool or scouring powder on lacquered or antique-finish pieces: a dry cloth is all they need. Our Story page has a fuller guide.',
      '## Where do you deliver, and how much does it cost?',
      'Anywhere in India that a courier reaches, and to the United States and the United Kingdom. Enter your pincode, ZIP code or postcode at checkout and you will see the couriers that serve it, each with its rate and delivery estimate, before you pay.',
      '## How long will delivery take?',
      'Pieces in stock leave our workshop within two working days. Most parcels then arrive in three to seven days; remote areas and the north-east can take a little longer.',
      '## How do I track my order?',
      'Sign in and open My Orders. Once your parcel has its AWB number you can follow it there with Track Shipment.',
      '## How can I pay?',
      'Online through Razorpay, with a card, UPI, net banking or a wallet.',
      '## My piece arrived damaged. What now?',
      'Keep the box and the packing, take photographs, and write to us within 48 hours of delivery. We will send a replacement or refund you; our Returns and Refunds page has the details.',
      '## Can I cancel my order?',
      'Yes, until it leaves our workshop. Write to us with your order number and we will cancel it and refund you in full.',
      '## Do you make custom pieces or sell in bulk?',
      'Often, yes: larger lamps for a temple, a set of idols for a wedding return gift, or a design you have in mind. Tell us what you need from the Contact Us page and we will ask our artisans.',
      '## Do you ship outside India?',
      'Yes, to the United States and the United Kingdom, by international courier. You pay in rupees; checkout also shows the amount in dollars or pounds at our approximate rate, and your bank converts it. Import duties and taxes of your country may be collected by the courier on delivery.',
    ],
  },
  {
    slug: 'shipping',
    title: 'Shipping',
    blocks: [
      'We ship every order from our workshop in Chennai to addresses across India, the United States and the United Kingdom, with the courier partners you see at checkout.',
      '## Where we deliver',
      'Anywhere in India that a courier serves, and to addresses in the United States and the United Kingdom. If no courier serves your pincode, checkout will tell you before you pay.',
      '## Shipping abroad',
      'Parcels to the United States and the United Kingdom go by international courier, economy or express, with the rate and delivery estimate shown at checkout. Free delivery is an offer within India only. An order shipped abroad is an export, and its invoice says so. Import duties and taxes of your country are not part of your order: the courier may collect them on delivery. Cash on delivery is available within India only.',
      '## Delivery charges',
      'Enter your delivery pincode at checkout and you will see the couriers that reach it, each with its rate and delivery estimate. You choose one; its rate is added to your order with GST and shown in the order summary before you pay. What you see there is exactly what you pay.',
      '## When your order leaves us',
      'Pieces in stock are packed and handed to the courier within two working days of your payment. Orders placed on a Sunday or a public holiday count from the next working day. If anything in your order will take longer, we will write to you first.',
      '## How long delivery takes',
      "Most parcels arrive three to seven days after they leave us. Metro cities are usually quicker; remote areas, hill stations and the north-east can take longer. The estimate shown at checkout is the courier's own.",
      '## Tracking',
      'Once the courier has your parcel it has an AWB number. Sign in and open My Orders to see it and follow your parcel with Track Shipment.',
      '## How we pack',
      'Brass is heavy, and a raised trunk or a crown can bend if a box is dropped. Every piece is wrapped in soft paper and bubble wrap and set in a corrugated box padded on every side; heavier idols travel in a double-walled box.',
      '## Receiving your parcel',
      'Please make sure someone can receive the parcel at the address and phone number you gave us: the courier may call before delivering. If a delivery fails twice, the courier returns the parcel to us and we will contact you to send it again.',
      'If the box looks damaged when it arrives, note it with the courier if you can, and take photographs before and while you open it. Then see our Returns and Refunds page.',
    ],
  },
  {
    slug: 'returns',
    title: 'Returns and Refunds',
    blocks: [
      'We want every piece to reach you as it left our workshop. When it does not, we make it right.',
      '## When we replace or refund',
      'Write to us within 7 days of delivery if a piece arrives damaged, has a defect in its casting or finish beyond the small variations of handwork, or is not what you ordered. We will replace it, or refund it if you prefer or if we cannot replace it.',
      'Because idols and puja items are sacred objects for many of our customers, we do not take back pieces that have been used, or returned for a change of mind.',
      '## How to ask',
      'Write to us from the Contact Us page with your order number, a short description and photographs of the piece and the box. For damage in transit, please write within 48 hours of delivery and keep all the packing: the courier will ask to see it. An unboxing video helps us settle a claim quickly.',
      'We will answer within two working days. If the piece needs to come back, we arrange the pickup at our cost; please pack it in its original box.',
      '## Refunds',
      'Refunds go back to the way you paid, through Razorpay: your card, UPI account, bank account or wallet. Once we have approved the refund, Razorpay sends it at once, and banks usually take 5 to 7 working days to show it.',
      'A cancelled order that has not left our workshop is refunded in full, delivery charge included. When a piece is refunded because it was damaged, defective or wrong, the delivery charge for it is refunded too.',
      '## If we cannot deliver',
      'If a parcel comes back to us because the courier could not deliver it, we will contact you to send it again or to refund the pieces; the delivery charge already spent may be deducted.',
    ],
  },
  {
    slug: 'privacy',
    title: 'Privacy',
    blocks: [
      "This page explains what Brass Aangan learns about you when you use our website, why, and what you can ask us to do with it. We handle it in line with India's Digital Personal Data Protection Act, 2023.",
      '## What we collect',
      'Your name, email address and password (stored only as a secure hash) when you create an account; your name and email from Google if you sign in with Google. Your delivery name, address and phone number when you place an order, and the pieces you bought. What you write to us through the Contact Us form.',
      "Payments are made through Razorpay. Your card, UPI or bank details go to Razorpay directly; we only receive the payment's reference and whether it succeeded.",
      '## Why we use it',
      'To deliver your order, send the mails it needs (confirming your email address, for example), show your orders and their tracking under My Orders, answer your messages, and keep the shop and your account safe from abuse. We do not sell your information, and we do not send marketing mail you have not asked for.',
      '## Who else sees it',
      'Razorpay, to take your payment. Our courier partners, through Shiprocket, receive your name, delivery address and phone number to deliver your parcel. Google, if you choose to sign in with Google. Each of them uses it under their own privacy policy, only for that purpose.',
      '## Cookies and your browser',
      "We use one cookie to keep you signed in, and your browser's own storage to remember your cart. We do not use advertising or tracking cookies. When a page of our website fails, it sends us the error, the address of the page and the name of your browser so that we can fix it, never what you typed.",
      '## How long we keep it',
      'Order records are kept for as long as Indian tax and accounting law requires, which is several years. Contact messages are kept for as long as we need them to answer you. You can ask us to delete your account at any time.',
      '## Your rights',
      'You may ask us what we hold about you, to correct it, or to delete it (except what the law requires us to keep). Write to us from the Contact Us page and we will answer within 30 days.',
      '## Changes',
      'If we change how we use your information, we will update this page and, for important changes, tell you by mail.',
    ],
  },
];

/** The body as the policy_pages table keeps it. */
export const policyPageBody = (page: SeedPolicyPage): string => page.blocks.join('\n\n');
