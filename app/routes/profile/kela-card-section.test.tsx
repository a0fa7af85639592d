// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations, renderInRoot } from "#app/ui/test-utils";
import { KelaCardSection } from "./kela-card-section";

afterEach(cleanup);

const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEUlEQVR4nGPQ6w7X6w5ngFAAHSoEQTS+pHAAAAAASUVORK5CYII="), (c) => c.charCodeAt(0));
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);

function choose(label: string, bytes: Uint8Array<ArrayBuffer>, name: string, type: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { files: [new File([new Uint8Array(bytes)], name, { type })] } });
}

describe("Kela card section (part 1 §4)", () => {
  it("shows nothing without a section, and the retrieve error when the card could not be read", async () => {
    const { container } = renderInRoot(<KelaCardSection section={null} />);
    expect(container.querySelector(".kela-card")).toBeNull();
    cleanup();
    renderInRoot(<KelaCardSection section={{ status: "failed" }} />, { lang: "fi" });
    const region = await screen.findByRole("region", { name: "Kela-kortti" });
    expect(within(region).getByRole("alert").textContent).toBe("Kela-kortin tietojen hakeminen epäonnistui");
  });

  it("shows both uploaded images and the change-images button, which starts over with the front side's input", async () => {
    renderInRoot(<KelaCardSection section={{ status: "loaded", imageUrl: { front: "/api/kela-card/images/1?a", back: "/api/kela-card/images/2?b" } }} />);
    const region = await screen.findByRole("region", { name: "Kela card" });
    expect(within(region).getByRole("img", { name: "Kela card, front side" }).getAttribute("src")).toBe("/api/kela-card/images/1?a");
    expect(within(region).getByRole("img", { name: "Kela card, back side" }).getAttribute("src")).toBe("/api/kela-card/images/2?b");
    expect(within(region).queryByRole("button", { name: "Save images" })).toBeNull();
    await waitFor(() => expect((within(region).getByRole("button", { name: "Change images" }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(region).getByRole("button", { name: "Change images" }));
    await waitFor(() => expect(document.activeElement).toBe(within(region).getByLabelText("Choose an image of the front side")));
    expect(within(region).getAllByText("No image")).toHaveLength(2);
    expect((within(region).getByRole("button", { name: "Save images" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(region).getByRole("button", { name: "Cancel" }));
    expect(within(region).getByRole("img", { name: "Kela card, front side" })).toBeTruthy();
    expect(await axeViolations(region)).toEqual([]);
  });

  it("makes a side ready by its bytes, refuses a file that only claims to be an image, and enables save with both ready", async () => {
    renderInRoot(<KelaCardSection section={{ status: "loaded", imageUrl: { front: null, back: null } }} />);
    const region = await screen.findByRole("region", { name: "Kela card" });
    expect(within(region).getByText("Add images of the front and back of your Kela card. Allowed formats: JPEG, PNG.")).toBeTruthy();
    await waitFor(() => expect((within(region).getByLabelText("Choose an image of the front side") as HTMLButtonElement).disabled).toBe(false));
    choose("Choose an image of the front side", new TextEncoder().encode("<svg/>"), "card.png", "image/png");
    expect((await within(region).findByRole("alert")).textContent).toBe("The file does not meet the requirements. Allowed formats: JPEG, PNG");
    expect(within(region).getByLabelText("Choose an image of the front side").getAttribute("aria-invalid")).toBe("true");
    choose("Choose an image of the front side", JPEG, "front.jpg", "image/jpeg");
    expect(await within(region).findByText("Ready to upload: front.jpg")).toBeTruthy();
    expect((within(region).getByRole("button", { name: "Save images" }) as HTMLButtonElement).disabled).toBe(true);
    // The bytes decide: a PNG named .jpg is a PNG.
    choose("Choose an image of the back side", PNG, "back.jpg", "image/jpeg");
    expect(await within(region).findByText("Ready to upload: back.jpg")).toBeTruthy();
    expect((within(region).getByRole("button", { name: "Save images" }) as HTMLButtonElement).disabled).toBe(false);
    expect(await axeViolations(region)).toEqual([]);
  });

  it("speaks Swedish", async () => {
    renderInRoot(<KelaCardSection section={{ status: "loaded", imageUrl: { front: null, back: null } }} />, { lang: "sv" });
    expect(await screen.findByRole("heading", { name: "FPA-kort" })).toBeTruthy();
    expect((screen.getByRole("button", { name: "Spara bilderna" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
