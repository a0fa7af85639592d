import type { HTMLAttributes, ReactNode } from "react";

/** A list of rows (app/styles/app.css `.list-rows`); `ordered` for a timeline. */
export function ListRows({
  ordered = false,
  className,
  children,
  ...rest
}: { ordered?: boolean; className?: string; children: ReactNode } & HTMLAttributes<HTMLElement> & { "data-private"?: string }) {
  const classes = className ? `list-rows ${className}` : "list-rows";
  return ordered ? (
    <ol className={classes} {...rest}>
      {children}
    </ol>
  ) : (
    <ul className={classes} {...rest}>
      {children}
    </ul>
  );
}

export interface ListRowProps extends Omit<HTMLAttributes<HTMLLIElement>, "title"> {
  /** The row's heading level in the page's outline. */
  heading: "h2" | "h3";
  /** The row's title: usually a link to the item's own page. */
  title: ReactNode;
  /** The heading's id, for actions that name their item (`aria-describedby`). */
  titleId?: string;
  /** The item's states (StatusBadges, spaced): inside the heading, so its name says the state too. */
  badge?: ReactNode;
  /** One line of details under the title. */
  detail?: ReactNode;
  /**
   * The title's link opens the item by a tap anywhere on the row (a link stretched over the row).
   * Only for rows with no other control of their own.
   */
  linked?: boolean;
  /** What follows the details: facts, actions. */
  children?: ReactNode;
}

/**
 * One row of a list of items (decision 381): the title (with the state's badge at its end), the
 * details under it in a muted line, then anything else the item has. A linked row is one tap
 * target of the whole row, with a chevron.
 */
export function ListRow({ heading: Heading, title, titleId, badge, detail, linked = false, className, children, ...rest }: ListRowProps) {
  const classes = ["list-row", linked ? "list-row--link" : null, className].filter(Boolean).join(" ");
  return (
    <li className={classes} {...rest}>
      <div className="list-row__main">
        <Heading className="list-row__title" id={titleId}>
          {title}
          {badge ? (
            <>
              {" "}
              <span className="list-row__badges">{badge}</span>
            </>
          ) : null}
        </Heading>
        {detail ? <p className="list-row__detail">{detail}</p> : null}
        {children}
      </div>
    </li>
  );
}
