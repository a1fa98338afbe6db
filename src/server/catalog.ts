/**
 * The gift catalog: its editions (`catalogRevision`) and the search behind `suggest_gifts`.
 * Every edition is computed from revision 0, so the same revision always gives the same
 * catalog, in the worker and in Node alike.
 */
import { CATALOG_URI, CATEGORY_TEMPLATE } from "../protocol/templates/gifts.ts";
import {
  type Audience,
  BASE_ITEMS,
  CATEGORIES,
  type CatalogItem,
  type Category,
  RESERVE_ITEMS,
} from "./catalog-data.ts";

export { CATALOG_URI, CATEGORIES, CATEGORY_TEMPLATE, type Category };

export interface Catalog {
  revision: number;
  items: readonly CatalogItem[];
}

/** A gift as the tools report it (the output schema's item). */
export interface GiftSuggestion {
  name: string;
  price: number;
  category: Category;
}

/** Items replaced by each new edition. */
const SWAPS_PER_REVISION = 3;

/** A small deterministic hash, so editions differ but never at random. */
function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x27d4eb2f);
  return (h ^ (h >>> 13)) >>> 0;
}

export function catalogAt(revision: number): Catalog {
  const r = Math.max(0, Math.trunc(revision));
  if (r === 0) return { revision: 0, items: BASE_ITEMS };
  const items = [...BASE_ITEMS];
  for (let k = 0; k < SWAPS_PER_REVISION; k++) {
    const at = mix(r, k) % items.length;
    const incoming = RESERVE_ITEMS[mix(r, k + 100) % RESERVE_ITEMS.length];
    if (incoming && !items.some((i) => i.name === incoming.name)) items[at] = incoming;
  }
  return {
    revision: r,
    // Prices move by up to 15% either way, per item and edition.
    items: items.map((i, index) => {
      const factor = 1 + ((mix(r, index + 1000) % 31) - 15) / 100;
      return { ...i, price: Math.round(i.price * factor * 100) / 100 };
    }),
  };
}

export function toSuggestion(i: CatalogItem): GiftSuggestion {
  return { name: i.name, price: i.price, category: i.category };
}

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

export function itemsIn(catalog: Catalog, category: Category): CatalogItem[] {
  return catalog.items.filter((i) => i.category === category);
}

/** The cheapest item, to explain a budget that buys nothing. */
export function cheapest(catalog: Catalog): CatalogItem | undefined {
  return [...catalog.items].sort((a, b) => a.price - b.price)[0];
}

const OCCASION_WORDS: ReadonlyArray<[string, RegExp]> = [
  ["birthday", /birth ?day|bday/],
  ["anniversary", /anniversary/],
  ["wedding", /wedding|marriage|engage/],
  ["graduation", /graduat|diploma/],
  ["housewarming", /house ?warming|new (home|house|flat|apartment)|moving/],
  ["holiday", /holiday|christmas|hanukkah|new year|diwali|eid|secret santa/],
  ["thank-you", /thank/],
  ["baby", /baby|newborn|birth of/],
  ["retirement", /retire/],
  ["get-well", /get[ -]?well|recover|sick|hospital/],
];

const AUDIENCE_WORDS: ReadonlyArray<[Audience, RegExp]> = [
  ["grandparent", /grand(ma|pa|mother|father|parent)|granny/],
  ["partner", /partner|wife|husband|spouse|girlfriend|boyfriend/],
  ["parent", /\b(mom|mum|mother|dad|father|parent)s?\b/],
  ["colleague", /colleague|co-?worker|boss|manager|team/],
  ["teen", /teen|nephew|niece/],
  ["child", /\b(kid|child|son|daughter|toddler)s?\b|children/],
  ["friend", /friend|buddy|roommate/],
];

export const occasionTag = (text: string): string | undefined =>
  OCCASION_WORDS.find(([, re]) => re.test(text.toLowerCase()))?.[0];

export const audienceTag = (text: string): Audience | undefined =>
  AUDIENCE_WORDS.find(([, re]) => re.test(text.toLowerCase()))?.[0];

export interface GiftQuery {
  occasion: string;
  budget: number;
  recipient?: string | undefined;
}

/** Up to `limit` gifts within budget, best match first, then the most of the budget used. */
export function suggest(catalog: Catalog, query: GiftQuery, limit = 5): CatalogItem[] {
  const occasion = occasionTag(query.occasion);
  const audience = query.recipient ? audienceTag(query.recipient) : undefined;
  const score = (i: CatalogItem) =>
    (occasion && i.occasions.includes(occasion) ? 2 : 0) +
    (audience && i.audience.includes(audience) ? 1.5 : 0) +
    (i.audience.includes("anyone") ? 0.5 : 0);
  return catalog.items
    .filter((i) => i.price <= query.budget)
    .map((i) => ({ i, s: score(i) }))
    .sort((a, b) => b.s - a.s || b.i.price - a.i.price)
    .slice(0, limit)
    .map(({ i }) => i);
}

/** The catalog is a resource (`CATALOG_URI`); so is each category (`CATEGORY_TEMPLATE`). */
export const categoryUri = (category: Category) => `${CATALOG_URI}/${category}`;

export function catalogDocument(catalog: Catalog): string {
  const gifts = catalog.items.map(toSuggestion);
  return JSON.stringify({ revision: catalog.revision, currency: "USD", gifts }, null, 2);
}

export function categoryDocument(catalog: Catalog, category: Category): string {
  const gifts = itemsIn(catalog, category).map(toSuggestion);
  return JSON.stringify({ revision: catalog.revision, currency: "USD", category, gifts }, null, 2);
}

/** Every resource of the catalog; all of them change with each edition (they carry its number). */
export const allCatalogUris = (): string[] => [CATALOG_URI, ...CATEGORIES.map(categoryUri)];
