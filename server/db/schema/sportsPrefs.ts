import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { members } from './members';

/* A member's sportsbook preferences beside the odds format on their record: the leagues they starred. */

/** A member's starred leagues (kept apart from the favourite games: a league is a board's id, not a game). */
export const favouriteLeagues = pgTable(
  'favourite_leagues',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    league: text('league').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.league] }),
    index('favourite_leagues_member_idx').on(t.memberId, t.createdAt),
  ],
);
