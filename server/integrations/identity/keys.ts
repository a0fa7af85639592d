import { randomUUID } from "node:crypto";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";

// Key material of the relying party (and of the built-in test provider). A broker knows the
// client by its public keys: requests and client assertions are signed with the "sig" key, the
// broker encrypts ID tokens to the "enc" key (FTN rules since 31 August 2025).

export interface JsonWebKeySet {
  keys: JWK[];
}

export interface ClientKey {
  key: CryptoKey;
  kid: string;
  alg: string;
}

export interface ClientKeys {
  signing: ClientKey;
  encryption: ClientKey;
  /** The same keys without their private parts: what a broker registers (jwks or jwks_uri). */
  publicJwks: JsonWebKeySet;
}

export const CLIENT_SIGNING_ALG = "RS256";
export const CLIENT_ENCRYPTION_ALG = "RSA-OAEP-256";

const PRIVATE_MEMBERS = ["d", "p", "q", "dp", "dq", "qi", "k"] as const;

export function publicJwk(jwk: JWK): JWK {
  const copy: JWK = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete copy[member];
  return copy;
}

/** A new RSA private key as a JWK with kid (its thumbprint), use and alg. */
export async function generatePrivateJwk(use: "sig" | "enc", alg: string): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), use, alg };
}

export async function generateClientJwks(): Promise<JsonWebKeySet> {
  return {
    keys: [await generatePrivateJwk("sig", CLIENT_SIGNING_ALG), await generatePrivateJwk("enc", CLIENT_ENCRYPTION_ALG)],
  };
}

/** Picks the signing and encryption keys out of a private JWKS (by `use`, or by `alg`). */
export async function importClientKeys(jwks: JsonWebKeySet, source: string): Promise<ClientKeys> {
  const pick = async (use: "sig" | "enc"): Promise<ClientKey> => {
    const jwk = jwks.keys.find((candidate) => candidate.use === use && candidate.d !== undefined);
    if (!jwk?.alg || !jwk.kid) throw new Error(`${source}: needs a private "${use}" key with "alg" and "kid"`);
    const key = await importJWK(jwk, jwk.alg);
    if (!(key instanceof CryptoKey)) throw new Error(`${source}: the "${use}" key must be asymmetric`);
    return { key, kid: jwk.kid, alg: jwk.alg };
  };
  const signing = await pick("sig");
  const encryption = await pick("enc");
  const publicKeys = jwks.keys.filter((jwk) => jwk.kid === signing.kid || jwk.kid === encryption.kid).map(publicJwk);
  return { signing, encryption, publicJwks: { keys: publicKeys } };
}

/**
 * Reads a JSON file, or creates it once with `create()`. Creation is atomic (write a temporary
 * file, then hard-link it into place), so two processes starting together agree on one content.
 */
export async function readOrCreateJsonFile<T>(file: string, create: () => Promise<T>): Promise<T> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(await create(), null, 2)}\n`, { mode: 0o600 });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await unlink(temporary);
  }
  return JSON.parse(await readFile(file, "utf8")) as T;
}

/** The client keys from OIDC_CLIENT_KEYS_FILE, or generated once under DATA_DIR/oidc/. */
export async function loadClientKeys(file: string, { createIfMissing }: { createIfMissing: boolean }): Promise<ClientKeys> {
  const jwks = createIfMissing
    ? await readOrCreateJsonFile(file, generateClientJwks)
    : (JSON.parse(await readFile(file, "utf8")) as JsonWebKeySet);
  if (!Array.isArray(jwks.keys)) throw new Error(`${file}: not a JWKS ({ "keys": [...] })`);
  return importClientKeys(jwks, file);
}
