extension Decrees {
    /// Thailand: days off declared by Cabinet resolution (มติคณะรัฐมนตรี) — bridge days between a
    /// holiday and the weekend, royal ceremonies, emergencies, and before 2001 one-off substitute
    /// days. Bridge days are announced year by year, so future years have none. Transcribed from the
    /// resolutions as collected in python-holidays 0.109 (`ThailandStaticHolidays`), so the
    /// comparison with that library cannot check them independently.
    static let thailand: [DecreeDay] = [
        // Cabinet resolution granting a substitute day (before the general in-lieu rule of 2001).
        DecreeDay(1992, 5, 18, "special-in-lieu", "วันหยุดชดเชย", "Special In-Lieu Holiday"),
        // Cabinet resolution granting a substitute day (before the general in-lieu rule of 2001).
        DecreeDay(1992, 12, 7, "special-in-lieu", "วันหยุดชดเชย", "Special In-Lieu Holiday"),
        // Cabinet resolution granting a substitute day (before the general in-lieu rule of 2001).
        DecreeDay(1993, 3, 8, "special-in-lieu", "วันหยุดชดเชย", "Special In-Lieu Holiday"),
        // Cabinet resolution granting a substitute day (before the general in-lieu rule of 2001).
        DecreeDay(1993, 5, 3, "special-in-lieu", "วันหยุดชดเชย", "Special In-Lieu Holiday"),
        // Cabinet resolution granting a substitute day (before the general in-lieu rule of 2001).
        DecreeDay(1993, 10, 25, "special-in-lieu", "วันหยุดชดเชย", "Special In-Lieu Holiday"),
        // Cabinet resolution granting a substitute day (before the general in-lieu rule of 2001).
        DecreeDay(1993, 12, 6, "special-in-lieu", "วันหยุดชดเชย", "Special In-Lieu Holiday"),
        // Cabinet resolution granting a substitute day (before the general in-lieu rule of 2001).
        DecreeDay(1994, 1, 3, "special-in-lieu", "วันหยุดชดเชย", "Special In-Lieu Holiday"),
        // Cabinet resolution granting a substitute day (before the general in-lieu rule of 2001).
        DecreeDay(1994, 5, 2, "special-in-lieu", "วันหยุดชดเชย", "Special In-Lieu Holiday"),
        // Cabinet resolution granting a substitute day (before the general in-lieu rule of 2001).
        DecreeDay(1994, 7, 25, "special-in-lieu", "วันหยุดชดเชย", "Special In-Lieu Holiday"),
        // Cabinet resolution granting a substitute day (before the general in-lieu rule of 2001).
        DecreeDay(1994, 10, 24, "special-in-lieu", "วันหยุดชดเชย", "Special In-Lieu Holiday"),
        // Cabinet resolution granting a substitute day (before the general in-lieu rule of 2001).
        DecreeDay(1994, 12, 12, "special-in-lieu", "วันหยุดชดเชย", "Special In-Lieu Holiday"),
        // Royal event: day off by Cabinet resolution.
        DecreeDay(1996, 6, 10, "golden-jubilee-1996", "พระราชพิธีกาญจนาภิเษก พ.ศ. 2539", "HM King Bhumibol Adulyadej's Golden Jubilee"),
        // Cabinet resolution granting a substitute day (before the general in-lieu rule of 2001).
        DecreeDay(1998, 5, 11, "special-in-lieu", "วันหยุดชดเชย", "Special In-Lieu Holiday"),
        // Cabinet resolution granting a substitute day (before the general in-lieu rule of 2001).
        DecreeDay(1998, 12, 7, "special-in-lieu", "วันหยุดชดเชย", "Special In-Lieu Holiday"),
        // Cabinet resolution granting a substitute day (before the general in-lieu rule of 2001).
        DecreeDay(1999, 5, 3, "special-in-lieu", "วันหยุดชดเชย", "Special In-Lieu Holiday"),
        // Cabinet resolution granting a substitute day (before the general in-lieu rule of 2001).
        DecreeDay(1999, 5, 31, "special-in-lieu", "วันหยุดชดเชย", "Special In-Lieu Holiday"),
        // Cabinet resolution granting a substitute day (before the general in-lieu rule of 2001).
        DecreeDay(1999, 10, 25, "special-in-lieu", "วันหยุดชดเชย", "Special In-Lieu Holiday"),
        // Cabinet resolution granting a substitute day (before the general in-lieu rule of 2001).
        DecreeDay(1999, 12, 6, "special-in-lieu", "วันหยุดชดเชย", "Special In-Lieu Holiday"),
        // Cabinet resolution granting a substitute day (before the general in-lieu rule of 2001).
        DecreeDay(2000, 1, 3, "special-in-lieu", "วันหยุดชดเชย", "Special In-Lieu Holiday"),
        // Cabinet resolution granting a substitute day (before the general in-lieu rule of 2001).
        DecreeDay(2000, 2, 21, "special-in-lieu", "วันหยุดชดเชย", "Special In-Lieu Holiday"),
        // Cabinet resolution granting a substitute day (before the general in-lieu rule of 2001).
        DecreeDay(2000, 8, 14, "special-in-lieu", "วันหยุดชดเชย", "Special In-Lieu Holiday"),
        // Cabinet resolution granting a substitute day (before the general in-lieu rule of 2001).
        DecreeDay(2000, 12, 11, "special-in-lieu", "วันหยุดชดเชย", "Special In-Lieu Holiday"),
        // Cabinet resolution: election day holiday.
        DecreeDay(2000, 12, 29, "election-day", "วันเลือกตั้ง", "Thai Election Day"),
        // Cabinet resolution: election day holiday.
        DecreeDay(2006, 4, 19, "election-day", "วันเลือกตั้ง", "Thai Election Day"),
        // Royal event: day off by Cabinet resolution.
        DecreeDay(2006, 6, 9, "accession-60th-anniversary", "พระราชพิธีฉลองสิริราชสมบัติครบ 60 ปี พ.ศ. 2549", "HM King Bhumibol Adulyadej's 60th Anniversary of Accession Event"),
        // Royal event: day off by Cabinet resolution.
        DecreeDay(2006, 6, 12, "accession-60th-anniversary", "พระราชพิธีฉลองสิริราชสมบัติครบ 60 ปี พ.ศ. 2549", "HM King Bhumibol Adulyadej's 60th Anniversary of Accession Event"),
        // Royal event: day off by Cabinet resolution.
        DecreeDay(2006, 6, 13, "accession-60th-anniversary", "พระราชพิธีฉลองสิริราชสมบัติครบ 60 ปี พ.ศ. 2549", "HM King Bhumibol Adulyadej's 60th Anniversary of Accession Event"),
        // Cabinet resolution: emergency day off.
        DecreeDay(2006, 9, 20, "special-holiday", "วันหยุดพิเศษ (คมช.)", "Emergency Lockdown (Thai Military Coup d'état)"),
        // Cabinet resolution: election day holiday.
        DecreeDay(2007, 12, 24, "election-day.observed", "ชดเชยวันเลือกตั้ง", "Thai Election Day (in lieu)"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2009.
        DecreeDay(2009, 1, 2, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution: emergency day off.
        DecreeDay(2009, 4, 10, "special-holiday", "วันหยุดพิเศษ (การเมือง)", "Emergency Lockdown (Thai Political Unrest)"),
        // Cabinet resolution: emergency day off.
        DecreeDay(2009, 4, 16, "special-holiday", "วันหยุดพิเศษ (การเมือง)", "Emergency Lockdown (Thai Political Unrest)"),
        // Cabinet resolution: emergency day off.
        DecreeDay(2009, 4, 17, "special-holiday", "วันหยุดพิเศษ (การเมือง)", "Emergency Lockdown (Thai Political Unrest)"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2009.
        DecreeDay(2009, 7, 6, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2010.
        DecreeDay(2010, 5, 20, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2010.
        DecreeDay(2010, 5, 21, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2010.
        DecreeDay(2010, 8, 13, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2011.
        DecreeDay(2011, 5, 16, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution: emergency day off.
        DecreeDay(2011, 10, 27, "special-holiday", "วันหยุดพิเศษ (มหาอุทกภัย พ.ศ. 2554)", "Emergency Lockdown (2011 Thailand Floods)"),
        // Cabinet resolution: emergency day off.
        DecreeDay(2011, 10, 28, "special-holiday", "วันหยุดพิเศษ (มหาอุทกภัย พ.ศ. 2554)", "Emergency Lockdown (2011 Thailand Floods)"),
        // Cabinet resolution: emergency day off.
        DecreeDay(2011, 10, 29, "special-holiday", "วันหยุดพิเศษ (มหาอุทกภัย พ.ศ. 2554)", "Emergency Lockdown (2011 Thailand Floods)"),
        // Cabinet resolution: emergency day off.
        DecreeDay(2011, 10, 30, "special-holiday", "วันหยุดพิเศษ (มหาอุทกภัย พ.ศ. 2554)", "Emergency Lockdown (2011 Thailand Floods)"),
        // Cabinet resolution: emergency day off.
        DecreeDay(2011, 10, 31, "special-holiday", "วันหยุดพิเศษ (มหาอุทกภัย พ.ศ. 2554)", "Emergency Lockdown (2011 Thailand Floods)"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2012.
        DecreeDay(2012, 4, 9, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2013.
        DecreeDay(2013, 12, 30, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2014.
        DecreeDay(2014, 8, 11, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2015.
        DecreeDay(2015, 1, 2, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2015.
        DecreeDay(2015, 5, 4, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2016.
        DecreeDay(2016, 5, 6, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2016.
        DecreeDay(2016, 7, 18, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Royal event: day off by Cabinet resolution.
        DecreeDay(2016, 10, 14, "day-of-mourning-2016", "วันหยุดพิเศษ (ร่วมถวายอาลัย ส่งดวงพระวิญญาณพระบรมศพ)", "Day of Mourning for HM King Bhumibol Adulyadej"),
        // Royal event: day off by Cabinet resolution.
        DecreeDay(2017, 10, 26, "royal-cremation-2017", "วันพระราชพิธีถวายพระเพลิงพระบรมศพพระบาทสมเด็จพระปรมินทรมหาภูมิพลอดุลยเดช", "HM King Bhumibol Adulyadej's Royal Cremation Ceremony"),
        // Royal event: day off by Cabinet resolution.
        DecreeDay(2019, 5, 6, "coronation-2019", "พระราชพิธีบรมราชาภิเษก พระบาทสมเด็จพระวชิรเกล้าเจ้าอยู่หัว", "HM King Maha Vajiralongkorn's Coronation Celebrations"),
        // Cabinet resolutions of 2020: Songkran postponed (COVID-19), days given later in the year.
        DecreeDay(2020, 7, 27, "songkran-in-lieu-2020", "ชดเชยวันสงกรานต์", "Songkran Festival (in lieu)"),
        // Cabinet resolutions of 2020: Songkran postponed (COVID-19), days given later in the year.
        DecreeDay(2020, 9, 4, "songkran-in-lieu-2020", "ชดเชยวันสงกรานต์", "Songkran Festival (in lieu)"),
        // Cabinet resolutions of 2020: Songkran postponed (COVID-19), days given later in the year.
        DecreeDay(2020, 9, 7, "songkran-in-lieu-2020", "ชดเชยวันสงกรานต์", "Songkran Festival (in lieu)"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2020.
        DecreeDay(2020, 11, 19, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2020.
        DecreeDay(2020, 11, 20, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2020.
        DecreeDay(2020, 12, 11, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2021.
        DecreeDay(2021, 2, 12, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2021.
        DecreeDay(2021, 4, 12, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2021.
        DecreeDay(2021, 9, 24, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2022.
        DecreeDay(2022, 7, 15, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2022.
        DecreeDay(2022, 7, 29, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2022.
        DecreeDay(2022, 10, 14, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2022.
        DecreeDay(2022, 12, 30, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2023.
        DecreeDay(2023, 5, 5, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2023.
        DecreeDay(2023, 7, 31, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2023.
        DecreeDay(2023, 12, 29, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2024.
        DecreeDay(2024, 4, 12, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2024.
        DecreeDay(2024, 12, 30, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2025.
        DecreeDay(2025, 6, 2, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2025.
        DecreeDay(2025, 8, 11, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        // Cabinet resolution (มติคณะรัฐมนตรี) declaring an additional holiday for 2026.
        DecreeDay(2026, 1, 2, "bridge-day", "วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
    ]
}
