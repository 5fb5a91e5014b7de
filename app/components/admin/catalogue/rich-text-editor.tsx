import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import { EditorContent, Extension, useEditor, useEditorState } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import {
  BetweenHorizontalEndIcon,
  BetweenVerticalEndIcon,
  BoldIcon,
  Heading2Icon,
  Heading3Icon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  QuoteIcon,
  Redo2Icon,
  TableIcon,
  Trash2Icon,
  Undo2Icon,
} from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

// Issue 11.2: the product description, written with Tiptap and limited to what the shop keeps:
// the server sanitises to paragraphs, lists, bold, italic, h3/h4 and links (core/html), so the
// editor offers just those and the owner sees what the shop will show. Issue 13.5: an information
// page (profile "page") also has sections (h2), notes (quotes) and tables, and its headings keep
// their anchors (/faq#credit-account) through an edit.

/** A heading's id, kept as it came (the server checks its form). */
const HeadingAnchors = Extension.create({
  name: "headingAnchors",
  addGlobalAttributes() {
    return [
      {
        types: ["heading"],
        attributes: {
          id: {
            default: null,
            parseHTML: (element) => element.getAttribute("id"),
            renderHTML: (attributes) => (attributes["id"] ? { id: attributes["id"] } : {}),
          },
        },
      },
    ];
  },
});

function ToolButton({
  label,
  isActive = false,
  onClick,
  children,
}: {
  label: string;
  isActive?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={isActive}
      // A click keeps the focus (and the selection) in the text: Tiptap gives focus back only a
      // frame later, so words typed at once after a click would otherwise land on the button.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        "inline-flex size-8 items-center justify-center rounded text-slate-600 hover:bg-slate-100 hover:text-slate-900 [&_svg]:size-4",
        isActive && "bg-slate-200 text-slate-900",
      )}
    >
      {children}
    </button>
  );
}

export function RichTextEditor({
  id,
  value,
  onChange,
  labelledBy,
  profile = "description",
}: {
  id: string;
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  profile?: "description" | "page";
}) {
  const isPage = profile === "page";
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: isPage ? [2, 3, 4] : [3, 4] },
        blockquote: isPage ? {} : false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, protocols: ["http", "https"] },
      }),
      ...(isPage
        ? [HeadingAnchors, Table.configure({ resizable: false }), TableRow, TableHeader, TableCell]
        : []),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        class:
          "prose-sm min-h-40 max-w-none px-3 py-2 text-sm text-slate-900 focus:outline-none [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:text-base [&_h3]:font-bold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-1.5 [&_ul]:list-disc [&_ul]:pl-5 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-3 [&_table]:my-2 [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-2 [&_td_p]:my-0 [&_th_p]:my-0",
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? "" : changed.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      heading: current?.isActive("heading", { level: 3 }) ?? false,
      section: current?.isActive("heading", { level: 2 }) ?? false,
      quote: current?.isActive("blockquote") ?? false,
      table: current?.isActive("table") ?? false,
      bullets: current?.isActive("bulletList") ?? false,
      numbers: current?.isActive("orderedList") ?? false,
      link: current?.isActive("link") ?? false,
    }),
  });

  const chain = () => editor!.chain().focus();
  const setLink = () => {
    const previous = editor!.getAttributes("link")["href"] as string | undefined;
    const href = window.prompt("Link address (https://…)", previous ?? "https://");
    if (href === null) return;
    if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };

  return (
    <div className="rounded-md border border-slate-300 bg-white focus-within:border-brand-600 focus-within:outline-2 focus-within:outline-brand-600/30">
      <div
        role="toolbar"
        aria-label={isPage ? "Page formatting" : "Description formatting"}
        className="flex flex-wrap gap-0.5 border-b border-slate-200 px-1.5 py-1"
      >
        {editor && (
          <>
            <ToolButton
              label="Bold"
              isActive={state?.bold}
              onClick={() => chain().toggleBold().run()}
            >
              <BoldIcon />
            </ToolButton>
            <ToolButton
              label="Italic"
              isActive={state?.italic}
              onClick={() => chain().toggleItalic().run()}
            >
              <ItalicIcon />
            </ToolButton>
            {isPage && (
              <ToolButton
                label="Section heading"
                isActive={state?.section}
                onClick={() => chain().toggleHeading({ level: 2 }).run()}
              >
                <Heading2Icon />
              </ToolButton>
            )}
            <ToolButton
              label={isPage ? "Subheading" : "Heading"}
              isActive={state?.heading}
              onClick={() => chain().toggleHeading({ level: 3 }).run()}
            >
              <Heading3Icon />
            </ToolButton>
            <ToolButton
              label="Bulleted list"
              isActive={state?.bullets}
              onClick={() => chain().toggleBulletList().run()}
            >
              <ListIcon />
            </ToolButton>
            <ToolButton
              label="Numbered list"
              isActive={state?.numbers}
              onClick={() => chain().toggleOrderedList().run()}
            >
              <ListOrderedIcon />
            </ToolButton>
            <ToolButton label="Link" isActive={state?.link} onClick={setLink}>
              <LinkIcon />
            </ToolButton>
            {isPage && (
              <>
                <ToolButton
                  label="Note (quote box)"
                  isActive={state?.quote}
                  onClick={() => chain().toggleBlockquote().run()}
                >
                  <QuoteIcon />
                </ToolButton>
                <ToolButton
                  label="Insert table"
                  onClick={() =>
                    chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()
                  }
                >
                  <TableIcon />
                </ToolButton>
              </>
            )}
            {isPage && state?.table && (
              <>
                <ToolButton label="Add row" onClick={() => chain().addRowAfter().run()}>
                  <BetweenHorizontalEndIcon />
                </ToolButton>
                <ToolButton label="Add column" onClick={() => chain().addColumnAfter().run()}>
                  <BetweenVerticalEndIcon />
                </ToolButton>
                <ToolButton label="Delete row" onClick={() => chain().deleteRow().run()}>
                  <Trash2Icon />
                </ToolButton>
                <ToolButton label="Delete table" onClick={() => chain().deleteTable().run()}>
                  <TableIcon className="text-red-700" />
                </ToolButton>
              </>
            )}
            <ToolButton label="Undo" onClick={() => chain().undo().run()}>
              <Undo2Icon />
            </ToolButton>
            <ToolButton label="Redo" onClick={() => chain().redo().run()}>
              <Redo2Icon />
            </ToolButton>
          </>
        )}
      </div>
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        // Before hydration: the description as it is, so the page never jumps.
        <div
          className="min-h-40 px-3 py-2 text-sm text-slate-900"
          dangerouslySetInnerHTML={{ __html: value }}
        />
      )}
    </div>
  );
}
