import { spaceRest } from '@hourspace/contracts';
import type { BoardInput } from '@hourspace/validation';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { boardSpaces, boards, images, spaces } from '../db/schema';
import { ApiError, notFound } from '../lib/errors';
import type { Profile } from './auth';
import type { AppContext } from './context';
import { spaceOr404 } from './spaces';

type BoardRow = typeof boards.$inferSelect;

/** At most this many boards per person, and spaces per board (a runaway script, not a person). */
export const BOARD_CAPS = { boards: 100, spacesPerBoard: 500 } as const;

/** `:board` in a path: a board id, or `default` (the person's default board, made on first use). */
export type BoardRef = number | 'default';

const imageUrl = (origin: string, id: string) => `${origin}/v1/images/${encodeURIComponent(id)}`;

/** The card columns of a saved space. */
const cardColumns = {
  id: spaces.id,
  title: spaces.title,
  city: spaces.city,
  state: spaces.state,
  country: spaces.country,
  capacity: spaces.capacity,
  hourlyPrice: spaces.hourlyPrice,
  currency: spaces.currency,
  rating: spaces.rating,
  reviewCount: spaces.reviewCount,
  photoId: spaces.photoId,
  blurHash: images.blurHash,
  width: images.width,
  height: images.height,
};

type CardRow = {
  id: number;
  title: string;
  city: string;
  state: string;
  country: string;
  capacity: number;
  hourlyPrice: number;
  currency: string;
  rating: number;
  reviewCount: number;
  photoId: string;
  blurHash: string;
  width: number;
  height: number;
};

/** A saved space as a card: what a results card shows, and its page's path without a locale prefix. */
function cardJson(origin: string, r: CardRow, savedAt?: Date) {
  return {
    id: r.id,
    title: r.title,
    city: r.city,
    state: r.state,
    country: r.country,
    capacity: r.capacity,
    hourly_price: r.hourlyPrice / 100,
    currency: r.currency,
    rating: r.rating,
    review_count: r.reviewCount,
    photo: { url: imageUrl(origin, r.photoId), blurHash: r.blurHash, width: r.width, height: r.height },
    path: spaceRest(r.id, r.title),
    ...(savedAt ? { saved_at: savedAt.toISOString() } : {}),
  };
}

/** A board in a list: its name ('' for the default board until it is renamed), count and cover (the newest save's photo). */
function boardJson(row: BoardRow, spaceCount: number, cover: ReturnType<typeof cardJson>['photo'] | null) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    is_default: row.isDefault,
    space_count: spaceCount,
    cover,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The person's default board, made on first use (the partial unique index keeps it one even when two saves race). */
async function defaultBoard(ctx: AppContext, profile: Profile): Promise<BoardRow> {
  const find = async () =>
    (
      await ctx.db
        .select()
        .from(boards)
        .where(and(eq(boards.profileId, profile.id), eq(boards.isDefault, true)))
    )[0];
  const existing = await find();
  if (existing) return existing;
  await ctx.db.insert(boards).values({ profileId: profile.id, name: '', isDefault: true }).onConflictDoNothing();
  const made = await find();
  if (!made) throw new Error('default board insert returned nothing');
  return made;
}

/** A board of this person; anyone else's (or none) is a 404, with no hint that it exists. */
export async function boardOf(ctx: AppContext, profile: Profile, ref: BoardRef): Promise<BoardRow> {
  if (ref === 'default') return defaultBoard(ctx, profile);
  const [row] = await ctx.db
    .select()
    .from(boards)
    .where(and(eq(boards.id, ref), eq(boards.profileId, profile.id)));
  if (!row) throw notFound('The board does not exist.');
  return row;
}

/** The person's boards, the default one first, then newest first; each with its count and cover. */
export async function listBoards(ctx: AppContext, profile: Profile, origin: string) {
  const rows = await ctx.db
    .select()
    .from(boards)
    .where(eq(boards.profileId, profile.id))
    .orderBy(desc(boards.isDefault), desc(boards.createdAt), desc(boards.id))
    .limit(BOARD_CAPS.boards);
  const ids = rows.map((r) => r.id);
  const counts = new Map<number, number>();
  const covers = new Map<number, ReturnType<typeof cardJson>['photo']>();
  if (ids.length > 0) {
    for (const c of await ctx.db.select({ boardId: boardSpaces.boardId, n: count() }).from(boardSpaces).where(inArray(boardSpaces.boardId, ids)).groupBy(boardSpaces.boardId)) {
      counts.set(c.boardId, Number(c.n));
    }
    const newest = await ctx.db
      .selectDistinctOn([boardSpaces.boardId], { boardId: boardSpaces.boardId, photoId: spaces.photoId, blurHash: images.blurHash, width: images.width, height: images.height })
      .from(boardSpaces)
      .innerJoin(spaces, eq(spaces.id, boardSpaces.spaceId))
      .innerJoin(images, eq(images.id, spaces.photoId))
      .where(inArray(boardSpaces.boardId, ids))
      .orderBy(boardSpaces.boardId, desc(boardSpaces.createdAt), desc(boardSpaces.spaceId));
    for (const c of newest) covers.set(c.boardId, { url: imageUrl(origin, c.photoId), blurHash: c.blurHash, width: c.width, height: c.height });
  }
  return { data: rows.map((r) => boardJson(r, counts.get(r.id) ?? 0, covers.get(r.id) ?? null)) };
}

/** One board with its spaces as cards, newest save first. */
export async function readBoard(ctx: AppContext, profile: Profile, ref: BoardRef, origin: string) {
  const board = await boardOf(ctx, profile, ref);
  const rows = await ctx.db
    .select({ card: cardColumns, savedAt: boardSpaces.createdAt })
    .from(boardSpaces)
    .innerJoin(spaces, eq(spaces.id, boardSpaces.spaceId))
    .innerJoin(images, eq(images.id, spaces.photoId))
    .where(eq(boardSpaces.boardId, board.id))
    .orderBy(desc(boardSpaces.createdAt), asc(boardSpaces.spaceId))
    .limit(BOARD_CAPS.spacesPerBoard);
  const cards = rows.map((r) => cardJson(origin, r.card, r.savedAt));
  return { ...boardJson(board, cards.length, cards[0]?.photo ?? null), spaces: cards };
}

/** A new board; `space_id`, when given, is saved on it at once (the "Create a board" of the heart's dialog). */
export async function createBoard(ctx: AppContext, profile: Profile, body: BoardInput, spaceId: number | null, origin: string) {
  const [held] = await ctx.db.select({ n: count() }).from(boards).where(eq(boards.profileId, profile.id));
  if (Number(held?.n ?? 0) >= BOARD_CAPS.boards) throw new ApiError(409, 'too_many_boards', `You can have at most ${BOARD_CAPS.boards} boards.`);
  if (spaceId !== null) await spaceOr404(ctx, spaceId);
  // The board and its first space in one transaction: a lost connection between the two never
  // leaves a board without the space it was made for (docs/decisions/several-api-processes.md).
  const row = await ctx.db.transaction(async (tx) => {
    const [made] = await tx.insert(boards).values({ profileId: profile.id, name: body.name, description: body.description }).returning();
    if (!made) throw new Error('board insert returned nothing');
    if (spaceId !== null) await tx.insert(boardSpaces).values({ boardId: made.id, spaceId }).onConflictDoNothing();
    return made;
  });
  return readBoard(ctx, profile, row.id, origin);
}

/** Renames and re-describes a board (the default one too). */
export async function updateBoard(ctx: AppContext, profile: Profile, ref: BoardRef, body: BoardInput, origin: string) {
  const board = await boardOf(ctx, profile, ref);
  await ctx.db
    .update(boards)
    .set({ name: body.name, description: body.description, updatedAt: new Date() })
    .where(and(eq(boards.id, board.id), eq(boards.profileId, profile.id)));
  return readBoard(ctx, profile, board.id, origin);
}

/** Deletes a board and its saves (the spaces themselves stay). The next save without a board makes a new default one. */
export async function deleteBoard(ctx: AppContext, profile: Profile, ref: BoardRef) {
  const board = await boardOf(ctx, profile, ref);
  await ctx.db.delete(boards).where(and(eq(boards.id, board.id), eq(boards.profileId, profile.id)));
  return { deleted: true, id: board.id };
}

/** Saves a space on a board (again is a no-op). */
export async function saveSpace(ctx: AppContext, profile: Profile, ref: BoardRef, spaceId: number) {
  await spaceOr404(ctx, spaceId);
  const board = await boardOf(ctx, profile, ref);
  const [held] = await ctx.db.select({ n: count() }).from(boardSpaces).where(eq(boardSpaces.boardId, board.id));
  if (Number(held?.n ?? 0) >= BOARD_CAPS.spacesPerBoard) throw new ApiError(409, 'board_full', `A board holds at most ${BOARD_CAPS.spacesPerBoard} spaces.`);
  await ctx.db.insert(boardSpaces).values({ boardId: board.id, spaceId }).onConflictDoNothing();
  await ctx.db.update(boards).set({ updatedAt: new Date() }).where(eq(boards.id, board.id));
  return { saved: true, board_id: board.id, board_name: board.name, board_is_default: board.isDefault, space_id: spaceId };
}

/** Takes a space off one board. */
export async function unsaveSpace(ctx: AppContext, profile: Profile, ref: BoardRef, spaceId: number) {
  const board = await boardOf(ctx, profile, ref);
  const removed = await ctx.db
    .delete(boardSpaces)
    .where(and(eq(boardSpaces.boardId, board.id), eq(boardSpaces.spaceId, spaceId)))
    .returning({ spaceId: boardSpaces.spaceId });
  return { removed: removed.length, board_id: board.id, space_id: spaceId };
}

/** Takes a space off every board of the person (a press on a filled heart). */
export async function unsaveEverywhere(ctx: AppContext, profile: Profile, spaceId: number) {
  const removed = await ctx.db
    .delete(boardSpaces)
    .where(and(eq(boardSpaces.spaceId, spaceId), inArray(boardSpaces.boardId, ctx.db.select({ id: boards.id }).from(boards).where(eq(boards.profileId, profile.id)))))
    .returning({ boardId: boardSpaces.boardId });
  return { removed: removed.length, space_id: spaceId };
}

/** Every space id the person saved on any board: a results page's hearts in one cheap request. */
export async function savedSpaceIds(ctx: AppContext, profile: Profile) {
  const rows = await ctx.db
    .selectDistinct({ spaceId: boardSpaces.spaceId })
    .from(boardSpaces)
    .innerJoin(boards, eq(boards.id, boardSpaces.boardId))
    .where(eq(boards.profileId, profile.id))
    .orderBy(asc(boardSpaces.spaceId))
    .limit(BOARD_CAPS.boards * 50);
  return { data: rows.map((r) => r.spaceId) };
}
