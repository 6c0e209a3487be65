//! `url_pattern_test(url, pattern)` and `url_pattern_exec(url, pattern)`:
//! the URL against a WHATWG URL pattern (`URLPattern.test` and
//! `URLPattern.exec`). A pattern is compiled once for each run of equal
//! pattern strings: once per batch for a constant one, once per change
//! down a column of them. `url_pattern_match(url, patterns [, base])`: the
//! position of the first of a constant list of patterns that the URL
//! matches, the list compiled once into a route set.

use std::sync::Arc;

use arrow_array::builder::{BooleanBuilder, Int32Builder, StringBuilder};
use arrow_array::cast::AsArray;
use arrow_array::{Array, ArrayRef, GenericListArray, ListArray, OffsetSizeTrait, StructArray};
use arrow_buffer::{NullBuffer, OffsetBuffer};
use arrow_schema::{ArrowError, DataType, Field, Fields};
use specurl::url_pattern::{ComponentName, UrlPattern, UrlPatternSet};
use specurl::Url;

use crate::strings::Arg;
use crate::{Bases, Result, Rows, Strings};

/// The last pattern string seen and what it compiled to (`None` for a
/// pattern that is not valid).
#[derive(Default)]
struct Compiled {
    last: Option<(String, Option<UrlPattern>)>,
}

impl Compiled {
    /// The pattern of `source`, compiled when it differs from the last one.
    fn get(&mut self, source: &str) -> Option<&UrlPattern> {
        if self.last.as_ref().is_none_or(|(s, _)| s != source) {
            let pattern = UrlPattern::parse(source, None, Default::default()).ok();
            self.last = Some((source.to_owned(), pattern));
        }
        self.last.as_ref().and_then(|(_, p)| p.as_ref())
    }
}

/// The column of patterns, the second argument.
fn pattern_column<'b, 'a>(args: &'b [Arg<'a>]) -> Result<&'b Arg<'a>> {
    args.get(1).ok_or_else(|| {
        ArrowError::InvalidArgumentError(
            "a pattern function takes two arguments: url, pattern".into(),
        )
    })
}

/// The kernel of `url_pattern_test(url, pattern)`: per row, whether the
/// URL (parsed without a base) matches the pattern; `false` when the URL
/// does not parse, NULL where an argument is NULL or the pattern is not
/// valid.
///
/// ```
/// use arrow_array::cast::AsArray;
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_pattern::UrlPatternTest, Input};
/// let args = [Input::Scalar(Some("https://example.com/books/12")), Input::Scalar(Some("https://example.com/books/:id"))];
/// let out = evaluate(&UrlPatternTest, &args, 1, &DataType::Boolean).unwrap().into_array();
/// assert!(out.as_boolean().value(0));
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlPatternTest;

impl Rows for UrlPatternTest {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        let patterns = pattern_column(args)?;
        let mut out = BooleanBuilder::with_capacity(rows);
        let mut compiled = Compiled::default();
        for row in 0..rows {
            let value = match (main.get(row), patterns.get(row)) {
                (Some(url), Some(pattern)) => compiled.get(pattern).map(|p| {
                    Url::parse(url, None).is_ok_and(|url| p.test_url(&url).unwrap_or(false))
                }),
                _ => None,
            };
            out.append_option(value);
        }
        Ok(Arc::new(out.finish()))
    }
}

fn group() -> Fields {
    Fields::from(vec![
        Field::new("component", DataType::Utf8, false),
        Field::new("name", DataType::Utf8, false),
        Field::new("value", DataType::Utf8, true),
    ])
}

fn item() -> Arc<Field> {
    Arc::new(Field::new("item", DataType::Struct(group()), false))
}

/// The result type of `url_pattern_exec`:
/// `List<Struct{component, name, value}>`, `value` nullable.
///
/// ```
/// let t = specurl_arrow::url_pattern::exec_type();
/// assert!(t.to_string().contains("\"value\": Utf8"));
/// ```
pub fn exec_type() -> DataType {
    DataType::List(item())
}

/// The kernel of `url_pattern_exec(url, pattern)`: per row, the groups of
/// the URL's match, in the order of the components (protocol to hash)
/// and of the groups in each, `value` NULL for a group that matched
/// nothing; NULL where an argument is NULL, the URL does not parse or
/// does not match, or the pattern is not valid.
///
/// ```
/// use arrow_array::cast::AsArray;
/// use specurl_arrow::url_pattern::{exec_type, UrlPatternExec};
/// use specurl_arrow::{evaluate, Input};
/// let args = [Input::Scalar(Some("https://example.com/books/12")), Input::Scalar(Some("https://example.com/books/:id"))];
/// let out = evaluate(&UrlPatternExec, &args, 1, &exec_type()).unwrap().into_array();
/// let groups = out.as_list::<i32>().value(0);
/// let names: Vec<_> = groups.as_struct().column(1).as_string::<i32>().iter().flatten().collect();
/// assert!(names.contains(&"id"));
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlPatternExec;

impl Rows for UrlPatternExec {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        exec_rows(main, args, rows)
    }
}

fn exec_rows<'a>(main: impl Strings<'a>, args: &[Arg<'a>], rows: usize) -> Result<ArrayRef> {
    let patterns = pattern_column(args)?;
    let mut compiled = Compiled::default();
    let (mut component, mut name, mut value) = (
        StringBuilder::new(),
        StringBuilder::new(),
        StringBuilder::new(),
    );
    let mut lengths = Vec::with_capacity(rows);
    let mut valid = Vec::with_capacity(rows);
    for row in 0..rows {
        let result = match (main.get(row), patterns.get(row)) {
            (Some(url), Some(pattern)) => match (compiled.get(pattern), Url::parse(url, None)) {
                (Some(p), Ok(url)) => p.exec_url(&url).ok().flatten(),
                _ => None,
            },
            _ => None,
        };
        let Some(result) = result else {
            lengths.push(0);
            valid.push(false);
            continue;
        };
        let mut n = 0;
        for c in ComponentName::ALL {
            for (g, v) in &result.get(c).groups {
                component.append_value(c.name());
                name.append_value(g);
                value.append_option(v.as_deref());
                n += 1;
            }
        }
        lengths.push(n);
        valid.push(true);
    }
    let groups = StructArray::try_new(
        group(),
        vec![
            Arc::new(component.finish()),
            Arc::new(name.finish()),
            Arc::new(value.finish()),
        ],
        None,
    )?;
    Ok(Arc::new(ListArray::try_new(
        item(),
        OffsetBuffer::from_lengths(lengths),
        Arc::new(groups),
        Some(NullBuffer::from(valid)),
    )?))
}

/// The kernel of `url_pattern_match(url, patterns [, base])`, which holds
/// the patterns, compiled once: per row, the position (from 1) of the
/// first pattern of the list that the URL, resolved against the base when
/// there is one, matches (`URLPattern.test`); NULL where an argument is
/// NULL, the URL (or the base) does not parse, no pattern matches, or a
/// regular expression group meets its step bound before any pattern
/// matches (the row's data cannot fail the call). Its arguments are the
/// URL and the optional base: the list is not one of them.
///
/// ```
/// use arrow_array::{cast::AsArray, types::Int32Type, ArrayRef, StringArray};
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_pattern::UrlPatternMatch, Input};
/// let routes = UrlPatternMatch::new([
///     Some("https://example.com/api/v1/users/:id"),
///     Some("https://*.example.com/static/*"),
///     Some("https://example.com/*"),
/// ])
/// .unwrap();
/// let urls: ArrayRef = std::sync::Arc::new(StringArray::from(vec![
///     Some("https://example.com/api/v1/users/7"),
///     Some("https://cdn.example.com/static/a.css"),
///     Some("https://example.com/about"),
///     Some("https://example.org/"),
///     None,
/// ]));
/// let out = evaluate(&routes, &[Input::Array(&urls)], 5, &DataType::Int32).unwrap().into_array();
/// let out: Vec<_> = out.as_primitive::<Int32Type>().iter().collect();
/// assert_eq!(out, [Some(1), Some(2), Some(3), None, None]);
///
/// let e = UrlPatternMatch::new([Some("https://example.com/*"), Some("/no/protocol")]).unwrap_err();
/// assert!(e.to_string().contains("pattern 2"));
/// ```
#[derive(Debug, Clone, Default)]
pub struct UrlPatternMatch {
    set: UrlPatternSet,
}

impl UrlPatternMatch {
    /// The kernel for `patterns`, in order: an error names the first that
    /// is NULL or not a valid pattern, and its position from 1.
    pub fn new<'s>(patterns: impl IntoIterator<Item = Option<&'s str>>) -> Result<Self> {
        let mut set = UrlPatternSet::new();
        for (i, pattern) in patterns.into_iter().enumerate() {
            let position = i + 1;
            let Some(source) = pattern else {
                return Err(ArrowError::InvalidArgumentError(format!(
                    "url_pattern_match: pattern {position} of the list is NULL"
                )));
            };
            let pattern = UrlPattern::parse(source, None, Default::default()).map_err(|e| {
                ArrowError::InvalidArgumentError(format!(
                    "url_pattern_match: pattern {position} of the list, '{source}', is not a \
                     valid URL pattern: {e}"
                ))
            })?;
            set.push(pattern);
        }
        // A position must fit the result's Int32.
        if i32::try_from(set.len()).is_err() {
            return Err(ArrowError::InvalidArgumentError(format!(
                "url_pattern_match: {} patterns, more than an Int32 counts",
                set.len()
            )));
        }
        Ok(UrlPatternMatch { set })
    }

    /// The patterns, as a route set.
    pub fn patterns(&self) -> &UrlPatternSet {
        &self.set
    }
}

impl Rows for UrlPatternMatch {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        let mut out = Int32Builder::with_capacity(rows);
        let mut bases = Bases::default();
        // A row whose pattern fails (the step bound) has no answer: NULL.
        let position = |i: Option<usize>| i.map(|i| i as i32 + 1);
        match args.get(1) {
            None => {
                for row in 0..rows {
                    let value = main.get(row).and_then(|input| {
                        let url = Url::parse_borrowed(input, None).ok()?;
                        self.set.first_match_url(&url).ok().flatten()
                    });
                    out.append_option(position(value));
                }
            }
            Some(base) => {
                for row in 0..rows {
                    let value = main.get(row).zip(base.get(row)).and_then(|(input, base)| {
                        let url = bases.get(base)?.join(input).ok()?;
                        self.set.first_match_url(&url).ok().flatten()
                    });
                    out.append_option(position(value));
                }
            }
        }
        Ok(Arc::new(out.finish()))
    }
}

/// The list of `url_pattern_match`'s second argument when an engine hands
/// the constant list over as a column, as DataFusion's FFI, DuckDB and
/// Polars do: a column of any list layout (`List`, `LargeList`,
/// `FixedSizeList`) of strings, every row of which is the same list. The
/// list's strings, as a string array; `None` when every row is NULL (a
/// NULL list, NULL on every row). Rows that are not all the same list
/// are an error: the patterns are compiled once for the call, so they are
/// a list of routes, not a value per row.
///
/// ```
/// use std::sync::Arc;
/// use arrow_array::builder::{ListBuilder, StringBuilder};
/// use arrow_array::{cast::AsArray, ArrayRef};
/// use specurl_arrow::url_pattern::constant_list;
/// let routes = [Some("https://h/"), Some("https://h/users/:id")];
/// let mut lists = ListBuilder::new(StringBuilder::new());
/// for _ in 0..3 {
///     lists.append_value(routes);
/// }
/// let lists: ArrayRef = Arc::new(lists.finish());
/// let list = constant_list(lists.as_ref()).unwrap().unwrap();
/// assert_eq!(list.as_string::<i32>().iter().collect::<Vec<_>>(), routes);
///
/// let mut other = ListBuilder::new(StringBuilder::new());
/// other.append_value(routes);
/// other.append_value([Some("https://h/")]);
/// let other: ArrayRef = Arc::new(other.finish());
/// let e = constant_list(other.as_ref()).unwrap_err();
/// assert!(e.to_string().contains("same on every row"));
/// ```
pub fn constant_list(lists: &dyn Array) -> Result<Option<ArrayRef>> {
    let rows = lists.len();
    let (values, ranges): (&ArrayRef, Vec<(usize, usize)>) = match lists.data_type() {
        DataType::Null => return Ok(None),
        DataType::List(_) => row_ranges(lists.as_list::<i32>()),
        DataType::LargeList(_) => row_ranges(lists.as_list::<i64>()),
        DataType::FixedSizeList(_, n) => {
            let l = lists.as_fixed_size_list();
            let n = *n as usize;
            let start = |i: usize| l.value_offset(i) as usize;
            (
                l.values(),
                (0..rows).map(|i| (start(i), start(i) + n)).collect(),
            )
        }
        other => return Err(not_a_list(other)),
    };
    let strings = Arg::of_array(values.as_ref()).map_err(|_| not_a_list(lists.data_type()))?;
    let same = |(s, e): (usize, usize), (fs, fe): (usize, usize)| {
        e - s == fe - fs && (0..e - s).all(|k| strings.get(s + k) == strings.get(fs + k))
    };
    let mut first = None;
    let mut nulls = 0;
    for (row, range) in ranges.into_iter().enumerate() {
        if lists.is_null(row) {
            nulls += 1;
        } else if first.is_none() {
            first = Some(range);
        } else if first.is_some_and(|first| !same(range, first)) {
            return Err(not_the_same());
        }
    }
    match first {
        // Every row NULL, or no rows at all: nothing to compile.
        None => Ok((rows == 0).then(|| arrow_array::new_empty_array(&DataType::Utf8))),
        Some(_) if nulls > 0 => Err(not_the_same()),
        Some((s, e)) => Ok(Some(values.slice(s, e - s))),
    }
}

/// A list column's values and the range of them each row holds.
fn row_ranges<O: OffsetSizeTrait>(l: &GenericListArray<O>) -> (&ArrayRef, Vec<(usize, usize)>) {
    let ranges = l.value_offsets().windows(2);
    (
        l.values(),
        ranges.map(|w| (w[0].as_usize(), w[1].as_usize())).collect(),
    )
}

fn not_the_same() -> ArrowError {
    ArrowError::InvalidArgumentError(
        "url_pattern_match: the list of patterns must be the same on every row".to_owned(),
    )
}

pub(crate) fn not_a_list(t: &DataType) -> ArrowError {
    ArrowError::InvalidArgumentError(format!(
        "url_pattern_match: the patterns must be a list of strings, not {t}"
    ))
}
