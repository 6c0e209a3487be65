//! `specurl relative`: the shortest reference from a base to each input.

use serde::Serialize;
use specurl::grammar::Mode;
use specurl::{ParseError, Url, UrlRef};

use super::problem::{base_problem, problem};
use super::{Command, Cx, Outcome};

/// `Url::relative_to`, or with `model`, `UrlRef::relative_to`.
pub(crate) struct Relative {
    pub(crate) base: String,
    /// Read the input and the base as references of the model (rebase and
    /// normalise) rather than parse them as WHATWG URLs.
    pub(crate) model: bool,
    /// The base as a WHATWG URL, parsed once for the batch.
    url: Result<Url, ParseError>,
}

impl Relative {
    /// The command for `base`, read as a reference of the model with
    /// `model`, as a WHATWG URL (parsed once) otherwise.
    pub(crate) fn new(base: String, model: bool) -> Relative {
        let url = Url::parse(&base, None);
        Relative { base, model, url }
    }
}

/// `{"input", "base", "relative"}`.
#[derive(Serialize)]
struct Json<'a> {
    input: &'a str,
    base: &'a str,
    relative: String,
}

impl Command for Relative {
    fn run(&self, cx: &Cx, input: &str) -> Outcome {
        let relative = if self.model {
            let base = match UrlRef::parse(&self.base) {
                Ok(base) => base,
                Err(e) => return base_problem(&e, &self.base).outcome(cx, input),
            };
            match UrlRef::parse_with_mode(input, base.mode(Mode::Generic)) {
                Ok(url) => url.relative_to(&base),
                Err(e) => return problem(&e, None).outcome(cx, input),
            }
        } else {
            let base = match &self.url {
                Ok(base) => base,
                Err(e) => return base_problem(e, &self.base).outcome(cx, input),
            };
            // The input as `new URL(input, base)` reads it: a reference is
            // resolved first.
            match base.join(input) {
                Ok(url) => url.relative_to(base),
                Err(e) => return problem(&e, None).outcome(cx, input),
            }
        };
        let out = Json {
            input,
            base: &self.base,
            relative: relative.to_string(),
        };
        cx.report(&out, true, |out| format!("{}\n", out.relative))
    }

    /// One line an input, so that the output of a batch is a list.
    fn blocks(&self) -> bool {
        false
    }
}
