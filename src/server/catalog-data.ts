/**
 * The gift catalog's original edition (revision 0) and the reserve items later editions swap
 * in. Prices are in US dollars.
 */

export const CATEGORIES = [
  "books",
  "tech",
  "kitchen",
  "experiences",
  "wellness",
  "games",
  "garden",
  "home",
  "accessories",
] as const;

export type Category = (typeof CATEGORIES)[number];

/** Who a gift suits; `anyone` matches every recipient. */
export type Audience =
  "anyone" | "partner" | "parent" | "friend" | "colleague" | "child" | "teen" | "grandparent";

export interface CatalogItem {
  name: string;
  price: number;
  category: Category;
  /** Occasions it fits; an empty list means any occasion. */
  occasions: readonly string[];
  audience: readonly Audience[];
}

const item = (
  name: string,
  price: number,
  category: Category,
  occasions: readonly string[],
  audience: readonly Audience[],
): CatalogItem => ({ name, price, category, occasions, audience });

export const BASE_ITEMS: readonly CatalogItem[] = [
  item("Illustrated world atlas", 45, "books", ["birthday", "graduation"], ["child", "teen"]),
  item("Bestselling cookbook", 32, "books", ["housewarming", "holiday"], ["anyone"]),
  item("Poetry anthology, gift edition", 24, "books", ["anniversary", "thank-you"], ["partner"]),
  item("Mystery novel box set", 58, "books", ["birthday", "retirement"], ["parent", "friend"]),
  item("Field guide to birds", 28, "books", ["retirement", "birthday"], ["grandparent"]),
  item("Wireless earbuds", 89, "tech", ["birthday", "graduation"], ["teen", "friend"]),
  item("Smart plug two-pack", 25, "tech", ["housewarming"], ["anyone"]),
  item("E-reader", 139, "tech", ["birthday", "retirement", "holiday"], ["parent", "grandparent"]),
  item("Portable power bank", 35, "tech", ["graduation", "thank-you"], ["colleague", "teen"]),
  item("Instant camera", 79, "tech", ["wedding", "birthday"], ["teen", "friend"]),
  item("Cast-iron skillet", 42, "kitchen", ["wedding", "housewarming"], ["anyone"]),
  item("Pour-over coffee set", 38, "kitchen", ["thank-you", "birthday"], ["colleague"]),
  item("Artisan olive oil trio", 29, "kitchen", ["holiday", "housewarming"], ["anyone"]),
  item("Stand mixer", 249, "kitchen", ["wedding"], ["partner", "parent"]),
  item("Chef's knife", 95, "kitchen", ["wedding", "graduation"], ["friend", "partner"]),
  item("Cooking class for two", 120, "experiences", ["anniversary", "wedding"], ["partner"]),
  item("Hot-air balloon ride", 299, "experiences", ["anniversary", "retirement"], ["partner"]),
  item("Concert tickets", 150, "experiences", ["birthday", "graduation"], ["teen", "friend"]),
  item("Museum membership", 85, "experiences", ["retirement", "birthday"], ["grandparent"]),
  item("Spa day voucher", 110, "wellness", ["birthday", "get-well"], ["parent", "partner"]),
  item("Aromatherapy diffuser", 34, "wellness", ["get-well", "thank-you"], ["anyone"]),
  item("Weighted blanket", 69, "wellness", ["get-well", "holiday"], ["anyone"]),
  item("Yoga mat and blocks", 48, "wellness", ["birthday"], ["friend", "partner"]),
  item("Strategy board game", 44, "games", ["birthday", "holiday"], ["friend", "teen"]),
  item("1000-piece jigsaw puzzle", 22, "games", ["holiday", "get-well"], ["grandparent"]),
  item("Building bricks set", 60, "games", ["birthday", "holiday"], ["child"]),
  item("Party card game", 19, "games", ["housewarming", "birthday"], ["friend", "colleague"]),
  item("Herb garden starter kit", 27, "garden", ["housewarming", "get-well"], ["anyone"]),
  item("Ergonomic garden tools", 54, "garden", ["retirement", "birthday"], ["grandparent"]),
  item("Bonsai tree", 65, "garden", ["thank-you", "anniversary"], ["colleague", "partner"]),
  item("Scented candle set", 26, "home", ["thank-you", "holiday", "housewarming"], ["anyone"]),
  item("Linen bedding set", 140, "home", ["wedding", "housewarming"], ["partner"]),
  item("Framed custom map print", 75, "home", ["anniversary", "wedding"], ["partner"]),
  item("Leather wallet", 55, "accessories", ["graduation", "birthday"], ["parent", "friend"]),
  item("Cashmere scarf", 98, "accessories", ["holiday", "anniversary"], ["partner", "parent"]),
  item("Engraved keychain", 15, "accessories", ["thank-you", "graduation"], ["colleague"]),
  item("Baby memory book", 30, "books", ["baby"], ["parent"]),
  item("Plush bear", 18, "games", ["baby", "get-well"], ["child"]),
];

/** Items the later editions of the catalog bring in, a few at a time. */
export const RESERVE_ITEMS: readonly CatalogItem[] = [
  item("Smartwatch", 199, "tech", ["birthday", "graduation"], ["partner", "teen"]),
  item("Pasta maker", 72, "kitchen", ["wedding", "housewarming"], ["anyone"]),
  item("Stargazing telescope", 129, "experiences", ["birthday", "retirement"], ["child", "parent"]),
  item("Massage gun", 99, "wellness", ["birthday", "get-well"], ["friend", "partner"]),
  item("Cooperative card game", 21, "games", ["holiday", "thank-you"], ["anyone"]),
  item("Self-watering planter", 39, "garden", ["housewarming", "thank-you"], ["colleague"]),
  item("Photo book", 49, "home", ["anniversary", "wedding", "baby"], ["partner", "grandparent"]),
  item("Travel jewelry case", 36, "accessories", ["birthday", "holiday"], ["friend", "parent"]),
];
