/** The query strings of the single-purpose endpoints (the lists' queries live beside their pages). */

/** `DELETE /mentors/:id?force=true` also takes the mentor off its teams. */
export interface MentorDeleteQuery {
  force?: 'true' | 'false';
}

export interface RegistrationCheckQuery {
  /** The school code (or the registration's _id). */
  schoolCode: string;
}

export interface SchoolSearchQuery {
  /** Part of a school code or name (2+ characters). */
  query: string;
}

export interface StateSearchQuery {
  /** Part of a state or union territory name; blank lists all. */
  query?: string;
}

export interface TokenQuery {
  /** The token of the emailed link. */
  token: string;
}

export interface EmailLinkQuery {
  /** The token of the emailed link; without one the link is refused. */
  token?: string;
}

/** A receipt's bytes: inline for the preview, or `download=true` for an attachment. */
export interface FileQuery {
  download?: 'true' | 'false';
}
