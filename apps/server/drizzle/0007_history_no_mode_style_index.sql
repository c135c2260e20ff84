-- docs/decisions/010-history-search.md, "Speed": led by the user, the mode and style indexes of
-- 0006 offered the planner a cheap scan of all the writer's rows, which it preferred to the word
-- index, testing each row's compressed word list. Mode and style are cheap to test on the rows.
DROP INDEX "generation_history_user_mode_idx";--> statement-breakpoint
DROP INDEX "generation_history_user_style_idx";