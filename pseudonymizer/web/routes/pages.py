"""Pages that are a shell for the JSON API: the page holds no data, its script asks the API."""

from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, Response

from pseudonymizer.categories import Category
from pseudonymizer.web.auth import CurrentUser

router = APIRouter()

# The categories the digits 1-9 pick on the annotation page, in this order.
DIGIT_CATEGORIES = (
    Category.PERSON,
    Category.ORGANIZATION,
    Category.LOCATION,
    Category.STREET,
    Category.DATE,
    Category.ID,
    Category.EMAIL,
    Category.PHONE,
    Category.OTHER,
)

# (keys as shown, keys the page binds, action, what it does). The page's script builds its key
# map from the help overlay these rows make, so the overlay lists every key there is.
ANNOTATION_KEYS = (
    (("h",), ("h",), "left", "Select the previous word (whole-mention mode: the previous mention)"),
    (("l",), ("l",), "right", "Select the next word (whole-mention mode: the next mention)"),
    (("H",), ("H",), "extendLeft", "Extend the selection to the left by a word"),
    (("L",), ("L",), "extendRight", "Extend the selection to the right by a word"),
    (
        ("J",),
        ("J",),
        "shrinkLeft",
        "Shrink the selection from the left by a word (by a character within one word)",
    ),
    (
        ("K",),
        ("K",),
        "shrinkRight",
        "Shrink the selection from the right by a word (by a character within one word)",
    ),
    (("n",), ("n",), "nextCandidate", "Next candidate or private mention without a label"),
    (("N",), ("N",), "prevCandidate", "Previous candidate or private mention without a label"),
    (("m",), ("m",), "toggleMode", "Switch between whole-mention and single-token mode"),
    (
        ("1–9",),
        tuple(str(digit) for digit in range(1, 10)),
        "category",
        "Category for the next decision: "
        + ", ".join(f"{n} {category}" for n, category in enumerate(DIGIT_CATEGORIES, 1)),
    ),
    (("s",), ("s",), "private", "Private: this occurrence"),
    (
        ("S",),
        ("S",),
        "privateSequence",
        "Private: every occurrence of this word sequence (after a preview of what it touches)",
    ),
    (
        ("a",),
        ("a",),
        "privateLemma",
        "Private: every occurrence sharing its lemmas (after a preview of what it touches)",
    ),
    (("p",), ("p",), "public", "Public: this occurrence"),
    (
        ("P",),
        ("P",),
        "publicSequence",
        "Public: every occurrence of this word sequence (after a preview)",
    ),
    (
        ("A",),
        ("A",),
        "publicLemma",
        "Public: every occurrence sharing its lemmas (after a preview)",
    ),
    (
        ("e",),
        ("e",),
        "label",
        "Label the private mention: a label of this document, a new one, or the generator's",
    ),
    (("x",), ("x",), "skip", "Skip / unsure, with an optional comment for the admin's review"),
    (("w",), ("w",), "move", "Next window (once something here is decided or skipped)"),
    (("u",), ("u",), "undo", "Undo your last decision"),
    (("U", "Ctrl+Shift+Z"), ("U", "Ctrl+Shift+Z"), "redo", "Redo what you undid"),
    (("?",), ("?",), "help", "This help"),
    (("Enter",), (), "confirm", "In a dialog: apply the rule previewed, pick the label"),
    (("Escape",), (), "close", "Close a dialog; cancel the rule previewed"),
)


@router.get("/annotate", response_class=HTMLResponse, include_in_schema=False)
def annotate_page(request: Request, user: CurrentUser) -> Response:
    """The annotation page for anyone signed in; what it shows comes from /api/annotate."""
    return request.app.state.templates.TemplateResponse(
        request,
        "annotate.html",
        {
            "user": user,
            "csrf": request.app.state.signer.csrf_token(user),
            "categories": [str(category) for category in DIGIT_CATEGORIES],
            "keys": ANNOTATION_KEYS,
        },
    )
