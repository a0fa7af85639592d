import { expect, test } from "./fixtures";

// The health record pages' writes without JavaScript (decisions 200, 201, 203): the prescription
// selection is a GET form the list sends on to the renewal page; the renewal form shows a
// follow-up field once its answer calls for it (the style sheet), and its action answers an
// incomplete form with "First fill all fields in the form", then sends. (axe needs scripts: the same pages are checked in health-records.spec.ts.)

test.use({ javaScriptEnabled: false, persona: "aino" });

test("without JavaScript: select a prescription, answer the renewal form and send it (fi)", async ({ page }) => {
  await page.goto("/fi/reseptit");
  // "Select all" needs the page alive: the style sheet hides it without JavaScript.
  await expect(page.getByRole("button", { name: "Valitse kaikki" })).toBeHidden();
  await page.getByRole("checkbox", { name: "Salbutamoli 0,1 mg/annos" }).check();
  await page.getByRole("button", { name: "Uusi valitut reseptit" }).click();
  await expect(page).toHaveURL(/\/fi\/reseptin-uusinta\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reseptin uusiminen");

  const medicine = page.getByRole("group", { name: "Salbutamoli 0,1 mg/annos" });
  await medicine.getByRole("textbox", { name: "Miksi tarvitset lääkettä?" }).fill("Astma, tarvittaessa");
  await medicine.getByRole("group", { name: "Onko lääke loppunut?" }).getByRole("radio", { name: "Ei" }).check();
  await medicine.getByRole("group", { name: "Onko lääkkeestä ollut haittavaikutuksia?" }).getByRole("radio", { name: "Ei" }).check();
  // Without JavaScript too, a follow-up shows once its answer calls for it (the style sheet); the
  // one the answers need is still empty.
  await expect(medicine.getByRole("textbox", { name: "Mitä haittavaikutuksia?" })).toBeHidden();
  await expect(medicine.getByRole("textbox", { name: "Paljonko lääkettä on jäljellä ja milloin se loppuu?" })).toBeVisible();
  await medicine.getByRole("group", { name: "Onko lääkkeestä ollut haittavaikutuksia?" }).getByRole("radio", { name: "Kyllä" }).check();
  await expect(medicine.getByRole("textbox", { name: "Mitä haittavaikutuksia?" })).toBeVisible();
  await medicine.getByRole("group", { name: "Onko lääkkeestä ollut haittavaikutuksia?" }).getByRole("radio", { name: "Ei" }).check();
  await page.getByRole("textbox", { name: "Mitä muita lääkkeitä käytät?" }).fill("Ei muita");
  await page.getByRole("button", { name: "Lähetä uusimispyyntö" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Täytä ensin kaikki lomakkeen kentät" })).toBeVisible();
  await expect(page.getByText("Tämä kenttä on pakollinen")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Mitä muita lääkkeitä käytät?" })).toHaveValue("Ei muita");

  await page.getByRole("group", { name: "Salbutamoli 0,1 mg/annos" }).getByRole("textbox", { name: "Paljonko lääkettä on jäljellä ja milloin se loppuu?" }).fill("Puoli inhalaattoria");
  await page.getByRole("button", { name: "Lähetä uusimispyyntö" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Uusimispyyntösi on lähetetty." })).toBeVisible();
});
