//! `specurl parse --params`: the decoded search params of the URL's query,
//! as a table of names and values, or as JSON.

use std::fmt::Write as _;

use serde::Serialize;

use super::base::{self, Base};
use super::problem::problem;
use super::{Command, Cx, Outcome};

/// `Url::parse(input, base).search_params()`.
pub(crate) struct Params {
    pub(crate) base: Option<Base>,
}

/// `{"input", "href", "params": [[name, value], …]}`: the pairs in order,
/// as `[...url.searchParams]` lists them.
#[derive(Serialize)]
struct Json<'a> {
    input: &'a str,
    href: &'a str,
    params: Vec<[&'a str; 2]>,
}

impl Command for Params {
    fn run(&self, cx: &Cx, input: &str) -> Outcome {
        let url = match base::parse(input, self.base.as_ref()) {
            Ok(url) => url,
            Err(e) => return problem(&e, base::text(self.base.as_ref())).outcome(cx, input),
        };
        let params = url.search_params();
        let out = Json {
            input,
            href: url.href(),
            params: params.iter().map(|(n, v)| [n, v]).collect(),
        };
        cx.report(&out, true, |out| cx.header(input) + &table(&out.params))
    }
}

/// A `name value` header and one row per pair, the values aligned; control
/// characters (which decoding can produce) escaped, so that each pair keeps
/// to its line.
fn table(pairs: &[[&str; 2]]) -> String {
    let shown: Vec<[String; 2]> = pairs.iter().map(|p| p.map(visible)).collect();
    let width = shown
        .iter()
        .map(|[n, _]| n.chars().count())
        .max()
        .unwrap_or(0)
        .max("name".len());
    let mut s = String::new();
    for [name, value] in std::iter::once(["name".to_owned(), "value".to_owned()]).chain(shown) {
        s += &name;
        // No padding after a row's last text: an empty value ends it.
        if !value.is_empty() {
            let pad = width - name.chars().count();
            let _ = write!(s, "{} {value}", " ".repeat(pad));
        }
        s.push('\n');
    }
    s
}

/// `text` with control characters and `\` escaped as Rust writes them.
fn visible(text: &str) -> String {
    if !text.contains(|c: char| c.is_control() || c == '\\') {
        return text.to_owned();
    }
    text.chars()
        .map(|c| {
            if c.is_control() || c == '\\' {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}
