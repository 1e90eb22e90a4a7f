import { formatCents } from "@treadkit/core/money";
import { maskEmail } from "@treadkit/core/order";
import { madeInWeeksLabel } from "@treadkit/core/sidewall";
import {
  amountRows,
  appointmentText,
  formatDay,
  formatOrderDate,
  type OrderDocument,
  paymentSummary,
  roadsideAssistanceText,
  SHOP_NAME,
  showsEstimatedDelivery,
  statusLabel,
} from "./order-document";

const MARGIN = 50;
const WIDTH = 612 - 2 * MARGIN; // US Letter
const COLUMNS = {
  item: { x: MARGIN, width: 270 },
  quantity: { x: MARGIN + 280, width: 40 },
  unit: { x: MARGIN + 330, width: 85 },
  total: { x: MARGIN + 425, width: WIDTH - 425 },
};
const GREY = "#555555";

/**
 * The order's receipt as a PDF (storefront.md §2 receipt file). The standard Helvetica faces
 * need no font files. Streams are compressed unless `compress: false` (readable in a text
 * editor, for debugging).
 */
export async function renderReceiptPdf(
  document: OrderDocument,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  // Loaded on the first receipt: pdfkit and its font tables cost every server 24 MB resident.
  const { default: PDFDocument } = await import("pdfkit");
  const { order } = document;
  const pdf = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: `${SHOP_NAME} receipt for order ${order.orderId}`,
      Author: SHOP_NAME,
      Subject: `Order ${order.orderId}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  let y = MARGIN;
  const bottom = () => pdf.page.height - MARGIN;
  const room = (height: number) => {
    if (y + height <= bottom()) return;
    pdf.addPage();
    y = MARGIN;
  };
  const rule = () => {
    room(12);
    pdf
      .moveTo(MARGIN, y + 4)
      .lineTo(MARGIN + WIDTH, y + 4)
      .lineWidth(0.5)
      .strokeColor("#bbbbbb")
      .stroke();
    y += 12;
  };
  const cell = (
    text: string,
    column: { x: number; width: number },
    align: "left" | "right" = "left",
  ) => pdf.text(text, column.x, y, { width: column.width, align, lineBreak: align === "left" });

  pdf.font("Helvetica-Bold").fontSize(22).fillColor("black").text(SHOP_NAME, MARGIN, y);
  pdf.font("Helvetica").fontSize(12).fillColor(GREY);
  pdf.text("Receipt", MARGIN, y + 8, { width: WIDTH, align: "right" });
  y += 40;

  pdf.fontSize(10);
  const facts: [string, string][] = [
    ["Order ID", order.orderId],
    ["Order date", formatOrderDate(order.placedAt)],
    ["E-mail", maskEmail(order.email)],
    ["Status", statusLabel(order)],
    ["Payment", paymentSummary(order.payment)],
  ];
  for (const [label, value] of facts) {
    pdf.font("Helvetica").fillColor(GREY).text(label, MARGIN, y, { width: 100 });
    pdf
      .font("Helvetica")
      .fillColor("black")
      .text(value, MARGIN + 100, y, { width: WIDTH - 100 });
    y += 15;
  }
  y += 6;
  rule();

  pdf.font("Helvetica-Bold").fontSize(10).fillColor("black");
  cell("Item", COLUMNS.item);
  cell("Qty", COLUMNS.quantity, "right");
  cell("Unit price", COLUMNS.unit, "right");
  cell("Total", COLUMNS.total, "right");
  y += 16;
  pdf.font("Helvetica");
  for (const line of order.lines) {
    // A tire line says when the tires shipped were made, under its name.
    const made = madeInWeeksLabel(line.madeIn ?? []);
    const item = made ? `${line.description}\n${made}` : line.description;
    const height = Math.max(pdf.heightOfString(item, { width: COLUMNS.item.width }), 12);
    room(height + 6);
    cell(item, COLUMNS.item);
    cell(String(line.quantity), COLUMNS.quantity, "right");
    cell(formatCents(line.unitPriceInCents), COLUMNS.unit, "right");
    cell(formatCents(line.totalInCents), COLUMNS.total, "right");
    y += height + 6;
  }
  rule();

  const labels = { x: COLUMNS.quantity.x - 60, width: COLUMNS.total.x - COLUMNS.quantity.x + 50 };
  const amounts = amountRows(order.amounts);
  room(amounts.length * 14 + 8); // the amounts stay together on one page
  for (const row of amounts) {
    pdf.font(row.total ? "Helvetica-Bold" : "Helvetica").fontSize(row.total ? 12 : 10);
    cell(row.label, labels);
    cell(row.text, COLUMNS.total, "right");
    y += row.total ? 18 : 14;
  }
  y += 10;

  const block = (heading: string, lines: string[]) => {
    if (lines.length === 0) return;
    room(16 + lines.length * 13);
    pdf.font("Helvetica-Bold").fontSize(10).fillColor("black").text(heading, MARGIN, y);
    y += 14;
    pdf.font("Helvetica");
    for (const text of lines) {
      pdf.text(text, MARGIN, y, { width: WIDTH });
      y += 13;
    }
    y += 8;
  };
  block(document.order.destination.heading, document.order.destination.lines);
  if (document.installer)
    block("Installer", [document.installer.company, document.installer.phone]);
  if (order.appointment) block("Installation appointment", [appointmentText(order.appointment)]);
  if (showsEstimatedDelivery(order) && order.estimatedDeliveryDate)
    block("Estimated delivery", [formatDay(order.estimatedDeliveryDate)]);
  const roadside = roadsideAssistanceText(order);
  if (roadside) block("Roadside assistance", [roadside]);

  room(30);
  pdf
    .font("Helvetica")
    .fontSize(8)
    .fillColor(GREY)
    .text(
      `Questions about this order? Quote Order ID ${order.orderId}. Customer care replies within 24 hours (Mon-Fri 8am-7pm ET, Sat 9-5 ET).`,
      MARGIN,
      y + 10,
      { width: WIDTH },
    );

  pdf.end();
  return done;
}
