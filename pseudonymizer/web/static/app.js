// Shared by every page: calls to the JSON API with the CSRF token of the page.
"use strict";

function csrfToken() {
  const meta = document.querySelector('meta[name="csrf-token"]');
  return meta ? meta.content : "";
}

// `body`: FormData (sent as is) or an object (sent as JSON). Answers {ok, status, data}.
async function api(method, url, body) {
  const options = { method, headers: { "X-CSRF-Token": csrfToken(), Accept: "application/json" } };
  if (body instanceof FormData) {
    options.body = body;
  } else if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  const response = await fetch(url, options);
  let data = null;
  if (response.status !== 204) {
    const type = response.headers.get("content-type") || "";
    data = type.includes("json") ? await response.json() : await response.text();
  }
  return { ok: response.ok, status: response.status, data };
}
