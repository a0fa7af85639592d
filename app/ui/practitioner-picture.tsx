import { useEffect, useState } from "react";
import { Avatar, AVATAR_SIZE_PX } from "./avatar";

/**
 * A practitioner's picture once it has loaded, initials until then or when there is none (spec part
 * 2 §3 "Practitioner"), so a missing picture never shows as a broken image. Decorative: the name
 * stands next to it.
 */
export function PractitionerPicture({ name, url, className = "practitioner-picture" }: { name: string; url: string | null; className?: string }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!url) return;
    const image = new Image();
    image.onload = () => setLoaded(true);
    image.src = url;
    return () => {
      image.onload = null;
    };
  }, [url]);
  if (url && loaded) return <img className={className} src={url} alt="" width={55} height={55} />;
  return <Avatar name={name} size="large" />;
}

/**
 * A practitioner's picture in a list (booking results): the initials (spec part 2 §3
 * "Practitioner") with the picture laid over them at the medium avatar's fixed size (app.css), so
 * nothing moves while it loads, and a missing or broken picture (empty alt: nothing drawn) leaves
 * the initials showing without any script. Decorative: the name stands next to it. `lazy` for
 * pictures below the fold.
 */
export function PractitionerThumbnail({ name, url, lazy = false }: { name: string; url: string | null; lazy?: boolean }) {
  const px = AVATAR_SIZE_PX.medium;
  return (
    <span className="practitioner-thumbnail">
      <Avatar name={name} size="medium" />
      {url ? (
        <img className="practitioner-thumbnail__picture" src={url} alt="" width={px} height={px} loading={lazy ? "lazy" : "eager"} />
      ) : null}
    </span>
  );
}
