//! `specurl parse`: the WHATWG result, href and every getter, or the
//! failure with its kind and place.

use std::fmt::Write as _;

use serde::Serialize;

use super::base::{self, Base};
use super::problem::problem;
use super::{set, validation_errors, Command, Cx, Outcome};

/// `Url::parse(input, base)`.
pub(crate) struct Parse {
    pub(crate) base: Option<Base>,
    /// The setters to run after parsing, in order (`--set`).
    pub(crate) set: Vec<set::Set>,
    /// Report the standard's validation errors (`--validation-errors`).
    pub(crate) validation_errors: bool,
}

/// `{"input", "href", …, "origin"}`: the getters of the URL API, then the
/// host's public suffix and registrable domain (null where there is none).
#[derive(Serialize)]
struct Json<'a> {
    input: &'a str,
    href: &'a str,
    protocol: &'a str,
    username: &'a str,
    password: &'a str,
    host: &'a str,
    hostname: &'a str,
    port: &'a str,
    pathname: &'a str,
    search: &'a str,
    hash: &'a str,
    origin: &'a str,
    public_suffix: Option<&'a str>,
    registrable_domain: Option<&'a str>,
    /// What each `--set` did; only when there are any.
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    set: &'a [set::Applied],
    /// The parser's validation errors; only with `--validation-errors`.
    #[serde(skip_serializing_if = "Option::is_none")]
    whatwg_errors: Option<&'a [validation_errors::Named]>,
}

impl Command for Parse {
    fn run(&self, cx: &Cx, input: &str) -> Outcome {
        let (parsed, errors) = if self.validation_errors {
            let p = base::parse_with_validation(input, self.base.as_ref());
            let errors = validation_errors::list(&p);
            (p.url, Some(errors))
        } else {
            (base::parse(input, self.base.as_ref()), None)
        };
        let mut url = match (parsed, &errors) {
            (Ok(url), _) => url,
            (Err(e), Some(errors)) => {
                let problem = problem(&e, base::text(self.base.as_ref()));
                return validation_errors::failure(cx, input, &problem, errors);
            }
            (Err(e), None) => {
                return problem(&e, base::text(self.base.as_ref())).outcome(cx, input)
            }
        };
        let applied = set::apply(&mut url, &self.set);
        let origin = url.origin();
        let out = Json {
            input,
            href: url.href(),
            protocol: url.protocol(),
            username: url.username(),
            password: url.password(),
            host: url.host(),
            hostname: url.hostname(),
            port: url.port(),
            pathname: url.pathname(),
            search: url.search(),
            hash: url.hash(),
            origin: &origin,
            public_suffix: url.public_suffix(),
            registrable_domain: url.registrable_domain(),
            set: &applied,
            whatwg_errors: errors.as_deref(),
        };
        let all_set = applied.iter().all(|a| a.ok);
        let mut outcome = cx.report(&out, all_set, |out| {
            let mut s = cx.header(input) + &text(out);
            if let Some(errors) = out.whatwg_errors {
                s += "\n";
                s += &validation_errors::text(cx, input, errors);
            }
            s
        });
        if !cx.json {
            outcome.stderr = set::notes(cx, &applied);
        }
        outcome
    }
}

/// The getters and the host's site, one a line, the values aligned.
fn text(u: &Json<'_>) -> String {
    let getters = [
        ("href", u.href),
        ("protocol", u.protocol),
        ("username", u.username),
        ("password", u.password),
        ("host", u.host),
        ("hostname", u.hostname),
        ("port", u.port),
        ("pathname", u.pathname),
        ("search", u.search),
        ("hash", u.hash),
        ("origin", u.origin),
        ("public suffix", u.public_suffix.unwrap_or_default()),
        (
            "registrable domain",
            u.registrable_domain.unwrap_or_default(),
        ),
    ];
    let width = getters
        .iter()
        .map(|(name, _)| name.len())
        .max()
        .unwrap_or(0);
    let mut s = String::new();
    for (name, value) in getters {
        let _ = writeln!(s, "{}", format!("{name:<width$} {value}").trim_end());
    }
    s
}
