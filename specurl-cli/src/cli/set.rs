//! `specurl parse --set COMPONENT=VALUE`: the WHATWG setters, applied in
//! order to the parsed URL.

use serde::Serialize;
use specurl::validate::Severity;
use specurl::{Component, SetError, SetErrorKind, Url};

use super::{help, json, render, Cx, Origin};

/// One `--set`: a component and its value.
#[derive(Clone, Debug)]
pub(crate) struct Set {
    pub(crate) component: Component,
    pub(crate) value: String,
}

/// Reads `COMPONENT=VALUE` (the value may hold `=`).
pub(crate) fn parse_set(arg: &str) -> Result<Set, String> {
    let (name, value) = arg
        .split_once('=')
        .ok_or_else(|| format!("expected COMPONENT=VALUE, got `{arg}`"))?;
    let component = name.parse::<Component>().map_err(|e| e.to_string())?;
    Ok(Set {
        component,
        value: value.to_owned(),
    })
}

/// What one setter did: `{"component", "value", "ok", "error"?}`.
#[derive(Serialize)]
pub(crate) struct Applied {
    component: &'static str,
    value: String,
    /// Whether the whole value was used.
    pub(crate) ok: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<Ignored>,
}

/// Why a setter did not use (all of) its value.
#[derive(Serialize)]
struct Ignored {
    kind: String,
    message: String,
    help: String,
    /// The byte range in the value that was ignored.
    span: Option<[usize; 2]>,
    /// Whether the part of the value before `span` was applied.
    applied: bool,
}

/// Runs each setter on `url`, in order.
pub(crate) fn apply(url: &mut Url, sets: &[Set]) -> Vec<Applied> {
    sets.iter()
        .map(|s| {
            let error = run(url, s.component, &s.value);
            Applied {
                component: s.component.name(),
                value: s.value.clone(),
                ok: error.is_none(),
                error,
            }
        })
        .collect()
}

fn run(url: &mut Url, component: Component, value: &str) -> Option<Ignored> {
    url.set(component, value).err().map(|e| ignored(&e))
}

fn ignored(e: &SetError) -> Ignored {
    // An `href` that does not parse reads as the parse error it is.
    if let SetErrorKind::Href(kind) = e.kind() {
        return Ignored {
            kind: kind.id(),
            message: kind.to_string(),
            help: help::parse(kind),
            span: Some(json::span(&e.span().range())),
            applied: false,
        };
    }
    Ignored {
        kind: e.kind().id(),
        message: e.kind().to_string(),
        help: help::set(e.kind()),
        span: Some(json::span(&e.span().range())),
        applied: e.applied(),
    }
}

/// The text report of the setters that did not use their value: one
/// warning each, pointing into the value.
pub(crate) fn notes(cx: &Cx, applied: &[Applied]) -> String {
    let notes: Vec<render::Note<'_>> = applied
        .iter()
        .filter_map(|a| {
            let e = a.error.as_ref()?;
            Some(render::Note {
                severity: Severity::Warning,
                id: &e.kind,
                title: &e.message,
                source: &a.value,
                origin: Origin {
                    path: a.component,
                    line: 1,
                },
                range: e.span.map(|[s, t]| s..t),
                label: if e.applied { "ignored" } else { "not set" },
                help: &e.help,
            })
        })
        .collect();
    if notes.is_empty() {
        String::new()
    } else {
        render::notes(&notes, cx.colour_err)
    }
}
