import "server-only";
import { site, type Particulars, type Viewings } from "@/lib/shared/config/site";

/**
 * What the page publishes beside the knowledge base, which the model may quote as
 * facts: the advertisement particulars (price ranges, permit, completion date) and
 * the sales gallery's opening hours.
 */
export interface Published {
  particulars: Particulars;
  viewings: Viewings;
}

export const PUBLISHED: Published = { particulars: site.particulars, viewings: site.viewings };
