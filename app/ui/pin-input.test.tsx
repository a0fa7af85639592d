// @vitest-environment jsdom
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PinInput } from "./pin-input";
import { axeViolations } from "./test-utils";

afterEach(cleanup);

const label = (index: number, count: number) => `Digit ${index} of ${count}`;

function renderPin(props: Partial<Parameters<typeof PinInput>[0]> = {}) {
  const onComplete = vi.fn();
  const onChange = vi.fn();
  const view = render(<PinInput legend="SMS code" digitLabel={label} name="pin" onComplete={onComplete} onChange={onChange} {...props} />);
  const inputs = [1, 2, 3, 4].map((index) => screen.getByLabelText(`Digit ${index} of 4`) as HTMLInputElement);
  return { ...view, inputs, onComplete, onChange };
}

const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

describe("PinInput", () => {
  it("is one plain field named for the form until the page is hydrated (without JavaScript)", () => {
    const html = renderToString(<PinInput legend="SMS code" digitLabel={label} name="pin" invalid errorId="pin-error" onComplete={() => {}} />);
    document.body.innerHTML = html;
    const field = screen.getByLabelText("SMS code") as HTMLInputElement;
    expect(field.name).toBe("pin");
    expect(field.maxLength).toBe(4);
    expect(field.disabled).toBe(false);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe("pin-error");
    expect(field.hasAttribute("autofocus")).toBe(true);
    expect(screen.queryByLabelText("Digit 1 of 4")).toBeNull();
    document.body.innerHTML = "";
  });

  it("sends a code retyped over a refused one only when the last input is reached again", () => {
    const { inputs, onComplete } = renderPin();
    for (const [index, digit] of ["0", "0", "0", "0"].entries()) fireEvent.keyDown(inputs[index]!, { key: digit });
    expect(onComplete).toHaveBeenCalledWith("0000");
    onComplete.mockClear();
    for (const [index, digit] of ["1", "2", "3"].entries()) fireEvent.keyDown(inputs[index]!, { key: digit });
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.keyDown(inputs[3]!, { key: "4" });
    expect(onComplete).toHaveBeenCalledWith("1234");
  });

  it("is a fieldset with a legend and four labelled numeric inputs, without axe violations", async () => {
    const { container, inputs } = renderPin();
    expect(screen.getByRole("group", { name: "SMS code" })).toBeTruthy();
    expect(inputs).toHaveLength(4);
    for (const input of inputs) expect(input.getAttribute("inputmode")).toBe("numeric");
    expect(inputs[0]!.getAttribute("autocomplete")).toBe("one-time-code");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("takes digits only and moves focus forward", () => {
    const { inputs, onComplete } = renderPin();
    inputs[0]!.focus();
    type(inputs[0]!, "a");
    expect(inputs[0]!.value).toBe("");
    expect(document.activeElement).toBe(inputs[0]);
    type(inputs[0]!, "4");
    expect(inputs[0]!.value).toBe("4");
    expect(document.activeElement).toBe(inputs[1]);
    type(inputs[1]!, "-");
    expect(inputs[1]!.value).toBe("");
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("submits at once when all four are filled", () => {
    const { inputs, onComplete, onChange } = renderPin();
    type(inputs[0]!, "1");
    type(inputs[1]!, "2");
    type(inputs[2]!, "3");
    expect(onComplete).not.toHaveBeenCalled();
    type(inputs[3]!, "4");
    expect(onComplete).toHaveBeenCalledOnce();
    expect(onComplete).toHaveBeenCalledWith("1234");
    expect(onChange).toHaveBeenLastCalledWith("1234");
  });

  it("moves back on Backspace in an empty input, clearing the digit before", () => {
    const { inputs } = renderPin();
    type(inputs[0]!, "1");
    type(inputs[1]!, "2");
    expect(document.activeElement).toBe(inputs[2]);
    fireEvent.keyDown(inputs[2]!, { key: "Backspace" });
    expect(document.activeElement).toBe(inputs[1]);
    expect(inputs[1]!.value).toBe("");
    expect(inputs[0]!.value).toBe("1");
  });

  it("replaces a digit typed over an existing one", () => {
    const { inputs } = renderPin();
    type(inputs[0]!, "1");
    type(inputs[0]!, "17");
    expect(inputs[0]!.value).toBe("7");
    expect(inputs[1]!.value).toBe("");
  });

  it("writes a digit key even over the same digit, and ignores other character keys", () => {
    const { inputs, onComplete } = renderPin();
    for (const [index, key] of ["1", "2", "3", "4"].entries()) fireEvent.keyDown(inputs[index]!, { key });
    expect(onComplete).toHaveBeenLastCalledWith("1234");
    expect(document.activeElement).toBe(inputs[3]);
    fireEvent.keyDown(inputs[3]!, { key: "4" });
    expect(onComplete).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(inputs[3]!, { key: "x" });
    fireEvent.keyDown(inputs[3]!, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(inputs[2]);
    expect(inputs.map((input) => input.value)).toEqual(["1", "2", "3", "4"]);
    expect(onComplete).toHaveBeenCalledTimes(2);
  });

  it("spreads a pasted or autofilled code over the inputs, ignoring other characters", () => {
    const { inputs, onComplete } = renderPin();
    type(inputs[0]!, "12 3-4");
    expect(inputs.map((input) => input.value)).toEqual(["1", "2", "3", "4"]);
    expect(onComplete).toHaveBeenCalledWith("1234");
  });

  it("disables the inputs while checking", () => {
    const { inputs } = renderPin({ disabled: true });
    for (const input of inputs) expect(input.disabled).toBe(true);
  });

  it("marks the inputs invalid and focuses the last one once enabled again", () => {
    function Harness() {
      const [state, setState] = useState<"idle" | "checking" | "failed">("idle");
      return (
        <>
          <PinInput
            legend="SMS code"
            digitLabel={label}
            name="pin"
            disabled={state === "checking"}
            invalid={state === "failed"}
            errorId="pin-error"
            onChange={() => setState((current) => (current === "failed" ? "idle" : current))}
            onComplete={() => setState("checking")}
          />
          {state === "failed" ? <p id="pin-error">Identification failed</p> : null}
          <button type="button" onClick={() => setState("failed")}>
            fail
          </button>
        </>
      );
    }
    render(<Harness />);
    const inputs = [1, 2, 3, 4].map((index) => screen.getByLabelText(`Digit ${index} of 4`) as HTMLInputElement);
    for (const [index, digit] of ["5", "6", "7", "8"].entries()) type(inputs[index]!, digit);
    expect(inputs[0]!.disabled).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "fail" }));
    for (const input of inputs) {
      expect(input.disabled).toBe(false);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(input.getAttribute("aria-describedby")).toBe("pin-error");
    }
    expect(document.activeElement).toBe(inputs[3]);

    // Typing again clears the error state.
    type(inputs[3]!, "9");
    expect(inputs[3]!.getAttribute("aria-invalid")).toBeNull();
  });
});
