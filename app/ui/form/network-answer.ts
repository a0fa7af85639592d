// A page's clientAction around its server action (decision 136): a post that gets no answer at
// all (spec part 1 §8 "Network Error or ECONNABORTED") becomes the page's own network-error answer
// instead of the error boundary, so the page can say 'Network error. Please try again.' and keep
// everything else. Any answer of the server, redirects and refusals included, passes unchanged.

/** The posted intent and the server action's answer, or `offline(intent)` when the request failed on the way. */
export async function serverAnswerOrNetworkError<Answer, Offline>(
  request: Request,
  serverAction: () => Promise<Answer>,
  offline: (intent: string | null) => Offline,
): Promise<Answer | Offline> {
  const intent = (await request.clone().formData()).get("intent");
  try {
    return await serverAction();
  } catch (error) {
    // fetch() rejects with a TypeError exactly when no response arrived.
    if (error instanceof TypeError) return offline(typeof intent === "string" ? intent : null);
    throw error;
  }
}
