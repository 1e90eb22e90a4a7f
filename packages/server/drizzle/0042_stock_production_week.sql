-- The DOT date code of the units on each shelf (the ISO week and year they were made), and of
-- the units each order took: product pages, carts and receipts say how old the tires shipped are.
-- Both or neither: stock an operator adds without a date code has none.
ALTER TABLE "order_stock" ADD COLUMN "production_year" smallint;--> statement-breakpoint
ALTER TABLE "order_stock" ADD COLUMN "production_week" smallint;--> statement-breakpoint
ALTER TABLE "stock" ADD COLUMN "production_year" smallint;--> statement-breakpoint
ALTER TABLE "stock" ADD COLUMN "production_week" smallint;--> statement-breakpoint
ALTER TABLE "order_stock" ADD CONSTRAINT "order_stock_production_week" CHECK (("order_stock"."production_year" is null) = ("order_stock"."production_week" is null) and "order_stock"."production_week" between 1 and 53);--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_production_week" CHECK (("stock"."production_year" is null) = ("stock"."production_week" is null) and "stock"."production_week" between 1 and 53);