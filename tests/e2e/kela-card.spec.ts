import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { adult, kids, logInAs } from "./pages/account";
import { KelaCardSection, drawnImage } from "./pages/kela-card";

// The Kela card on My information (spec part 1 §3, §4, §5, §7, §8): Emily uploads both sides (a
// JPEG and a PNG) with a refused file first, sees them after a reload, changes her mind and keeps
// them; the section in the children's brand. axe on every state in both brands.

test("upload both Kela card images and see them after reload (en)", async ({ page }) => {
  test.slow();
  await logInAs(page, "Emily Carter", "/en/my-information");
  const kela = new KelaCardSection(page);
  await kela.open(adult);
  const section = kela.section();
  await expect(section.getByText("No image")).toHaveCount(2);
  const save = section.getByRole("button", { name: "Save images" });
  await expect(save).toBeDisabled();
  await expectNoAxeViolations(page);

  // A file that only says it is a PNG is refused by its bytes.
  await kela.choose("front", { name: "card.png", mimeType: "image/png", buffer: Buffer.from("<html>not an image</html>") });
  await expect(section.getByRole("alert")).toHaveText("The file does not meet the requirements. Allowed formats: JPEG, PNG");
  await expectNoAxeViolations(page);

  await kela.choose("front", await drawnImage(page, "image/jpeg", "#1d5fa5", "kela-front.jpg"));
  await expect(section.getByText("Ready to upload: kela-front.jpg")).toBeVisible();
  await expect(save).toBeDisabled();
  await kela.choose("back", await drawnImage(page, "image/png", "#2e7d4f", "kela-back.png"));
  await expect(section.getByText("Ready to upload: kela-back.png")).toBeVisible();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(section.getByRole("status")).toHaveText("The Kela card images have been saved");
  await kela.expectImagesShown();
  await expectNoAxeViolations(page);

  await page.reload();
  await kela.expectImagesShown();
  await expect(kela.image("front")).toHaveAttribute("src", /^\/api\/kela-card\/images\/\d+\?expires=\d+&signature=/);

  // Change images, then keep the old ones after all.
  await section.getByRole("button", { name: "Change images" }).click();
  await expect(section.getByLabel("Choose an image of the front side")).toBeFocused();
  await expect(section.getByRole("button", { name: "Save images" })).toBeDisabled();
  await expectNoAxeViolations(page);
  await section.getByRole("button", { name: "Cancel" }).click();
  await kela.expectImagesShown();
});

test("the Kela card section in the children's brand (en)", async ({ page }) => {
  test.slow();
  await page.goto(`${kids}/en/login?nextPath=${encodeURIComponent("/en/my-information")}`);
  await page.getByRole("link", { name: "Nordea" }).click();
  await page.getByRole("button", { name: /Venla Heikkinen/ }).click();
  await expect(page).toHaveURL(/\/en\/my-information$/);
  const kela = new KelaCardSection(page);
  await kela.open(kids);
  await expectNoAxeViolations(page);
  await kela.choose("front", await drawnImage(page, "image/png", "#7a3e9d", "front.png"));
  await kela.choose("back", { name: "back.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a\x01\x00\x01\x00") });
  await expect(kela.section().getByText("Ready to upload: front.png")).toBeVisible();
  await expect(kela.section().getByRole("alert")).toHaveText("The file does not meet the requirements. Allowed formats: JPEG, PNG");
  await expect(kela.section().getByRole("button", { name: "Save images" })).toBeDisabled();
  await expectNoAxeViolations(page);
});
