//! `parse_url(url, part [, key])`: Spark's function of that name and
//! signature, on WHATWG URLs. `part` is one of `HOST`, `PATH`, `QUERY`,
//! `REF`, `PROTOCOL`, `FILE`, `AUTHORITY`, `USERINFO` (in capitals, as in
//! Spark); with a `key`, `QUERY` gives that parameter's first value. NULL
//! when the URL does not parse, the part is unknown or the URL lacks it.
//! Where this differs from Spark is in `docs/sql.md`.

use arrow_array::ArrayRef;
use arrow_schema::{ArrowError, DataType};
use specurl::Url;

use crate::strings::Arg;
use crate::{Result, RowUrl, Rows, Strings, StringsOut};

/// The kernel of `parse_url(url, part [, key])`: per row, the part of
/// the URL (parsed without a base) that Spark's `parse_url` names, or
/// with a key the first value of that query parameter; NULL where an
/// argument is NULL, the URL does not parse, the part is unknown or the
/// URL lacks it. The result has the string type of `url`.
///
/// ```
/// use arrow_array::cast::AsArray;
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, parse_url::ParseUrl, Input};
/// let args = [Input::Scalar(Some("https://example.com/a?q=1")), Input::Scalar(Some("QUERY")), Input::Scalar(Some("q"))];
/// let out = evaluate(&ParseUrl, &args, 1, &DataType::Utf8).unwrap().into_array();
/// assert_eq!(out.as_string::<i32>().value(0), "1");
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ParseUrl;

/// A part of `url`: a substring of its href, a string built from several
/// components, or nothing.
enum Part<'u> {
    Slice(&'u str),
    Built(String),
    Absent,
}

fn part<'u>(url: &'u RowUrl<'_>, part: &str, key: Option<&str>) -> Part<'u> {
    let non_empty = |s: &'u str| {
        if s.is_empty() {
            Part::Absent
        } else {
            Part::Slice(s)
        }
    };
    let userinfo = || match (url.username(), url.password()) {
        ("", "") => None,
        (user, "") => Some(user.to_owned()),
        (user, password) => Some(format!("{user}:{password}")),
    };
    match (part, key) {
        ("HOST", None) => non_empty(url.hostname()),
        ("PATH", None) => Part::Slice(url.pathname()),
        ("QUERY", None) => url.query().map_or(Part::Absent, Part::Slice),
        ("QUERY", Some(key)) => url
            .search_params()
            .get(key)
            .map_or(Part::Absent, |v| Part::Built(v.to_owned())),
        ("REF", None) => url.fragment().map_or(Part::Absent, Part::Slice),
        ("PROTOCOL", None) => Part::Slice(url.scheme()),
        ("FILE", None) => match url.query() {
            Some(q) => Part::Built(format!("{}?{q}", url.pathname())),
            None => Part::Slice(url.pathname()),
        },
        ("AUTHORITY", None) => match (userinfo(), url.host()) {
            (None, "") => Part::Absent,
            (None, host) => Part::Slice(host),
            (Some(info), host) => Part::Built(format!("{info}@{host}")),
        },
        ("USERINFO", None) => userinfo().map_or(Part::Absent, Part::Built),
        _ => Part::Absent,
    }
}

impl Rows for ParseUrl {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        parse_url_rows(main, args, rows, t)
    }
}

fn parse_url_rows<'a>(
    main: impl Strings<'a>,
    args: &[Arg<'a>],
    rows: usize,
    t: &DataType,
) -> Result<ArrayRef> {
    let Some(parts) = args.get(1) else {
        return Err(ArrowError::InvalidArgumentError(
            "parse_url takes two or three arguments: url, part [, key]".into(),
        ));
    };
    let mut out = StringsOut::new(t, rows, main.view());
    for row in 0..rows {
        let key = match args.get(2) {
            Some(k) => match k.get(row) {
                Some(k) => Some(k),
                None => {
                    out.append_null();
                    continue;
                }
            },
            None => None,
        };
        let (Some(input), Some(name)) = (main.get(row), parts.get(row)) else {
            out.append_null();
            continue;
        };
        let Ok(url) = Url::parse_borrowed(input, None) else {
            out.append_null();
            continue;
        };
        match part(&url, name, key) {
            Part::Slice(s) => out.append_part(row, s, url.href())?,
            Part::Built(s) => out.append(&s),
            Part::Absent => out.append_null(),
        }
    }
    Ok(out.finish())
}
