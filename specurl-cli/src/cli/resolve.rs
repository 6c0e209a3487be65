//! `specurl resolve` and `specurl normalise`: reference resolution and
//! normalisation on the model, without the rest of the WHATWG pipeline.

use serde::Serialize;
use specurl::grammar::Mode;
use specurl::{ResolveError, UrlRef};

use super::problem::{base_problem, problem};
use super::{help, Command, Cx, Outcome, Problem};

/// Which resolution.
#[derive(Clone, Copy)]
pub(crate) enum Variant {
    /// [`UrlRef::resolve`]: forces web and file URLs.
    Whatwg,
    /// [`UrlRef::strict_resolve`].
    Strict,
    /// [`UrlRef::legacy_resolve`].
    Legacy,
}

impl Variant {
    fn name(self) -> &'static str {
        match self {
            Variant::Whatwg => "whatwg",
            Variant::Strict => "strict",
            Variant::Legacy => "legacy",
        }
    }
}

/// The resolution of each input against `base`.
pub(crate) struct Resolve {
    pub(crate) base: String,
    pub(crate) variant: Variant,
}

/// `{"input", "base", "variant", "resolved", "normalised"}`.
#[derive(Serialize)]
struct Resolved<'a> {
    input: &'a str,
    base: &'a str,
    variant: &'a str,
    /// The resolution as it is, dotted segments and all.
    resolved: String,
    /// The resolution normalised and percent-encoded.
    normalised: String,
}

impl Command for Resolve {
    fn run(&self, cx: &Cx, input: &str) -> Outcome {
        let base = match UrlRef::parse(&self.base) {
            Ok(base) => base,
            Err(e) => return base_problem(&e, &self.base).outcome(cx, input),
        };
        // A schemeless reference is read in the mode of its base.
        let reference = match UrlRef::parse_with_mode(input, base.mode(Mode::Generic)) {
            Ok(r) => r,
            Err(e) => return problem(&e, None).outcome(cx, input),
        };
        let resolved = match self.variant {
            Variant::Whatwg => reference.resolve(Some(&base)),
            Variant::Strict => reference.strict_resolve(&base),
            Variant::Legacy => reference.legacy_resolve(&base),
        };
        let resolved = match resolved {
            Ok(r) => r,
            Err(e) => return resolve_problem(&e, input).outcome(cx, input),
        };
        let out = Resolved {
            input,
            base: &self.base,
            variant: self.variant.name(),
            resolved: resolved.to_string(),
            normalised: resolved.normalise().to_string(),
        };
        cx.report(&out, true, |out| {
            let header = cx.header(input);
            format!(
                "{header}resolved    {}
normalised  {}
",
                out.resolved, out.normalised
            )
        })
    }
}

/// A failed resolution, placed where the text it names first occurs in
/// the input, if it does.
fn resolve_problem(e: &ResolveError, input: &str) -> Problem<'static> {
    let range = e
        .found()
        .filter(|at| !at.is_empty())
        .and_then(|at| input.find(at).map(|start| start..start + at.len()));
    Problem {
        id: format!("resolve.{}", e.kind.id()),
        message: e.to_string(),
        help: help::resolve(e.kind),
        range,
        base: None,
        label: "here",
    }
}

/// Normalises each input, a URL or a relative reference.
pub(crate) struct Normalise {
    /// The mode of a schemeless input.
    pub(crate) mode: Mode,
}

/// `{"input", "normalised"}`.
#[derive(Serialize)]
struct Normalised<'a> {
    input: &'a str,
    normalised: String,
}

impl Command for Normalise {
    fn run(&self, cx: &Cx, input: &str) -> Outcome {
        let reference = match UrlRef::parse_with_mode(input, self.mode) {
            Ok(r) => r,
            Err(e) => return problem(&e, None).outcome(cx, input),
        };
        let out = Normalised {
            input,
            normalised: reference.normalise().to_string(),
        };
        cx.report(&out, true, |out| {
            format!(
                "{}
",
                out.normalised
            )
        })
    }

    /// One line an input, so that the output of a batch is a list.
    fn blocks(&self) -> bool {
        false
    }
}
