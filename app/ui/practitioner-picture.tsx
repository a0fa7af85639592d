import { useEffect, useState } from "react";
import { Avatar } from "./avatar";

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
