import * as v from 'valibot';
import type { Requester } from '../request';
import { CARD_FIELDS, CardPhotoSchema } from './card-fields';

/** A saved space as a card; `path` is site-relative without a locale prefix ('/space/12/sunny-loft'). */
export const BoardSpaceSchema = v.looseObject({
  ...CARD_FIELDS,
  rating: v.fallback(v.number(), 0),
  review_count: v.fallback(v.number(), 0),
  photo: CardPhotoSchema,
  path: v.string(),
  saved_at: v.optional(v.string()),
});
export type BoardSpace = v.InferOutput<typeof BoardSpaceSchema>;

/** A board in a list: `name` is '' for the default board until it is renamed (the page shows its own label). */
export const BoardSummarySchema = v.looseObject({
  id: v.number(),
  name: v.string(),
  description: v.fallback(v.string(), ''),
  is_default: v.boolean(),
  space_count: v.number(),
  cover: v.fallback(v.nullable(CardPhotoSchema), null),
  created_at: v.string(),
  updated_at: v.string(),
});
export type BoardSummary = v.InferOutput<typeof BoardSummarySchema>;

/** One board with its spaces. */
export const BoardSchema = v.looseObject({ ...BoardSummarySchema.entries, spaces: v.array(BoardSpaceSchema) });
export type Board = v.InferOutput<typeof BoardSchema>;

const BoardListSchema = v.object({ data: v.array(BoardSummarySchema) });
const SavedIdsSchema = v.object({ data: v.array(v.number()) });
export const SavedSpaceSchema = v.looseObject({ saved: v.literal(true), board_id: v.number(), board_name: v.string(), board_is_default: v.boolean(), space_id: v.number() });
export type SavedSpace = v.InferOutput<typeof SavedSpaceSchema>;
const RemovedSchema = v.looseObject({ removed: v.number(), space_id: v.number() });
const DeletedSchema = v.looseObject({ deleted: v.literal(true), id: v.number() });

/** `default` (the default board, made on first save) or a board id. */
export type BoardRef = number | 'default';

/** What the board form sends. */
export interface BoardBody {
  name: string;
  description?: string;
}

const boardPath = (board: BoardRef) => `/v1/boards/${board === 'default' ? 'default' : encodeURIComponent(String(board))}`;
const spaceSegment = (spaceId: number | string) => encodeURIComponent(String(spaceId));

/** GET /v1/boards: the signed-in person's boards, the default one first. */
export async function getBoards(request: Requester): Promise<BoardSummary[]> {
  return (await request({ method: 'GET', path: '/v1/boards', auth: 'bearer', schema: BoardListSchema })).data;
}

/** GET /v1/boards/{board}: one board with its spaces as cards. */
export async function getBoard(request: Requester, board: BoardRef): Promise<Board> {
  return request({ method: 'GET', path: boardPath(board), auth: 'bearer', schema: BoardSchema });
}

/** POST /v1/boards: a new board; with `spaceId` the space is saved on it at once. */
export async function createBoard(request: Requester, body: BoardBody, spaceId?: number): Promise<Board> {
  return request({ method: 'POST', path: '/v1/boards', auth: 'bearer', json: { ...body, ...(spaceId === undefined ? {} : { space_id: spaceId }) }, schema: BoardSchema });
}

/** PUT /v1/boards/{board}: renames and re-describes a board. */
export async function updateBoard(request: Requester, board: BoardRef, body: BoardBody): Promise<Board> {
  return request({ method: 'PUT', path: boardPath(board), auth: 'bearer', json: body, schema: BoardSchema });
}

/** DELETE /v1/boards/{board}: the board and its saves go (the spaces stay). */
export async function deleteBoard(request: Requester, board: BoardRef): Promise<void> {
  await request({ method: 'DELETE', path: boardPath(board), auth: 'bearer', schema: DeletedSchema });
}

/** PUT /v1/boards/{board}/spaces/{space}: saves a space on a board (again is a no-op). */
export async function saveSpaceToBoard(request: Requester, board: BoardRef, spaceId: number): Promise<SavedSpace> {
  return request({ method: 'PUT', path: `${boardPath(board)}/spaces/${spaceSegment(spaceId)}`, auth: 'bearer', schema: SavedSpaceSchema });
}

/** DELETE /v1/boards/{board}/spaces/{space}: takes a space off one board. */
export async function removeSpaceFromBoard(request: Requester, board: BoardRef, spaceId: number): Promise<void> {
  await request({ method: 'DELETE', path: `${boardPath(board)}/spaces/${spaceSegment(spaceId)}`, auth: 'bearer', schema: RemovedSchema });
}

/** GET /v1/boards/saved-spaces: every space id saved on any board (the hearts of a page). */
export async function getSavedSpaceIds(request: Requester): Promise<number[]> {
  return (await request({ method: 'GET', path: '/v1/boards/saved-spaces', auth: 'bearer', schema: SavedIdsSchema })).data;
}

/** DELETE /v1/boards/saved-spaces/{space}: takes a space off every board (a press on a filled heart). */
export async function unsaveSpace(request: Requester, spaceId: number): Promise<void> {
  await request({ method: 'DELETE', path: `/v1/boards/saved-spaces/${spaceSegment(spaceId)}`, auth: 'bearer', schema: RemovedSchema });
}
