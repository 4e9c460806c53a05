import type { IndianState } from '@hackathon/contracts';

/** A town with a school of the network: the school is named after `name`, in `district`. */
export interface Place {
  name: string;
  district: string;
  state: IndianState;
}

type PlaceSpec = string | [name: string, district: string];

function inState(state: IndianState, specs: PlaceSpec[]): Place[] {
  return specs.map((spec) => (typeof spec === 'string' ? { name: spec, district: spec, state } : { name: spec[0], district: spec[1], state }));
}

/** Real towns of each of the 25 regions (region name -> places), states as in `/states/*`. */
export const REGION_PLACES: Readonly<Record<string, readonly Place[]>> = {
  Agra: inState('UTTAR PRADESH', ['Agra', 'Mathura', 'Aligarh', 'Meerut', 'Bareilly', 'Moradabad', 'Ghaziabad', ['Noida', 'Gautam Buddha Nagar'], 'Jhansi', 'Firozabad', 'Etawah', 'Saharanpur']),
  Ahmedabad: [
    ...inState('GUJARAT', ['Ahmedabad', 'Gandhinagar', 'Vadodara', 'Surat', 'Rajkot', 'Jamnagar', ['Bhuj', 'Kachchh'], 'Bhavnagar', 'Porbandar', 'Junagadh']),
    ...inState('DADRA AND NAGAR HAVELI AND DAMAN AND DIU', [['Silvassa', 'Dadra and Nagar Haveli'], 'Daman']),
  ],
  Bengaluru: [
    ...inState('KARNATAKA', ['Bengaluru', 'Mysuru', ['Mangaluru', 'Dakshina Kannada'], 'Hubballi', 'Belagavi', 'Dharwad', 'Kalaburagi', 'Ballari', 'Udupi', ['Karwar', 'Uttara Kannada']]),
    ...inState('GOA', [['Panaji', 'North Goa'], ['Vasco da Gama', 'South Goa']]),
  ],
  Bhopal: inState('MADHYA PRADESH', ['Bhopal', 'Indore', 'Ujjain', 'Gwalior', 'Ratlam', 'Dewas', 'Guna', 'Morena', 'Shivpuri', ['Mhow', 'Indore'], ['Itarsi', 'Narmadapuram'], 'Sehore']),
  Bhubaneswar: inState('ODISHA', [['Bhubaneswar', 'Khordha'], 'Cuttack', 'Puri', ['Rourkela', 'Sundargarh'], 'Sambalpur', ['Berhampur', 'Ganjam'], 'Balasore', 'Koraput', 'Angul', 'Jharsuguda', ['Bhawanipatna', 'Kalahandi'], ['Paradip', 'Jagatsinghpur']]),
  Chandigarh: [
    ...inState('CHANDIGARH', ['Chandigarh']),
    ...inState('PUNJAB', ['Ludhiana', 'Amritsar', 'Jalandhar', 'Patiala', 'Bathinda', 'Pathankot', 'Ferozepur']),
    ...inState('HIMACHAL PRADESH', ['Shimla', 'Mandi', ['Dharamshala', 'Kangra'], 'Hamirpur']),
  ],
  Chennai: [
    ...inState('TAMIL NADU', ['Chennai', 'Coimbatore', 'Madurai', 'Tiruchirappalli', 'Salem', 'Tirunelveli', 'Vellore', 'Thanjavur', ['Kalpakkam', 'Chengalpattu'], ['Avadi', 'Tiruvallur']]),
    ...inState('PUDUCHERRY', [['Puducherry', 'Puducherry'], 'Karaikal']),
  ],
  Dehradun: inState('UTTARAKHAND', ['Dehradun', 'Haridwar', ['Roorkee', 'Haridwar'], ['Rishikesh', 'Dehradun'], ['Haldwani', 'Nainital'], 'Nainital', 'Almora', 'Pithoragarh', ['Pauri', 'Pauri Garhwal'], ['New Tehri', 'Tehri Garhwal'], ['Rudrapur', 'Udham Singh Nagar'], ['Kashipur', 'Udham Singh Nagar']]),
  Delhi: inState('DELHI', [['Janakpuri', 'West Delhi'], ['Vikaspuri', 'West Delhi'], ['Dwarka', 'South West Delhi'], ['R.K. Puram', 'South West Delhi'], ['Andrews Ganj', 'South Delhi'], ['Pitampura', 'North West Delhi'], ['Rohini', 'North West Delhi'], ['Shalimar Bagh', 'North West Delhi'], ['Delhi Cantt', 'South West Delhi'], ['Kirti Nagar', 'West Delhi'], ['Sadiq Nagar', 'South Delhi'], ['Lodhi Road', 'New Delhi']]),
  Ernakulam: [
    ...inState('KERALA', ['Ernakulam', 'Thiruvananthapuram', 'Kozhikode', 'Kannur', 'Thrissur', 'Palakkad', 'Kollam', 'Kottayam', 'Alappuzha', 'Malappuram', 'Kasaragod']),
    ...inState('LAKSHADWEEP', [['Kavaratti', 'Lakshadweep']]),
  ],
  Guwahati: [
    ...inState('ASSAM', [['Guwahati', 'Kamrup Metropolitan'], ['Tezpur', 'Sonitpur'], 'Nagaon', 'Goalpara', 'Dhubri', 'Kokrajhar', 'Bongaigaon', 'Barpeta', 'Nalbari']),
    ...inState('MEGHALAYA', [['Shillong', 'East Khasi Hills'], ['Tura', 'West Garo Hills']]),
    ...inState('ARUNACHAL PRADESH', [['Itanagar', 'Papum Pare']]),
  ],
  Gurugram: inState('HARYANA', ['Gurugram', 'Faridabad', 'Ambala', 'Panipat', 'Karnal', 'Rohtak', 'Hisar', 'Sonipat', 'Rewari', 'Jind', 'Bhiwani', 'Kurukshetra']),
  Hyderabad: [
    ...inState('TELANGANA', ['Hyderabad', ['Secunderabad', 'Hyderabad'], ['Warangal', 'Hanumakonda'], 'Karimnagar', 'Khammam']),
    ...inState('ANDHRA PRADESH', ['Visakhapatnam', ['Vijayawada', 'NTR'], 'Guntur', 'Tirupati', 'Kurnool', 'Nellore', ['Kakinada', 'Kakinada']]),
  ],
  Jabalpur: inState('MADHYA PRADESH', ['Jabalpur', 'Sagar', 'Rewa', 'Satna', 'Katni', 'Chhindwara', 'Seoni', 'Balaghat', 'Damoh', 'Shahdol', 'Mandla', 'Narsinghpur']),
  Jaipur: inState('RAJASTHAN', ['Jaipur', 'Jodhpur', 'Udaipur', 'Kota', 'Ajmer', 'Bikaner', 'Alwar', 'Bharatpur', 'Sikar', 'Jaisalmer', 'Barmer', 'Sri Ganganagar']),
  Jammu: [
    ...inState('JAMMU AND KASHMIR', ['Jammu', 'Srinagar', 'Udhampur', 'Kathua', 'Rajouri', 'Poonch', 'Anantnag', 'Baramulla', 'Samba', ['Akhnoor', 'Jammu']]),
    ...inState('LADAKH', ['Leh', 'Kargil']),
  ],
  Kolkata: [
    ...inState('WEST BENGAL', ['Kolkata', 'Howrah', ['Barrackpore', 'North 24 Parganas'], ['Kharagpur', 'Paschim Medinipur'], ['Durgapur', 'Paschim Bardhaman'], ['Asansol', 'Paschim Bardhaman'], ['Siliguri', 'Darjeeling'], ['Kalyani', 'Nadia'], ['Haldia', 'Purba Medinipur']]),
    ...inState('ANDAMAN AND NICOBAR ISLANDS', [['Port Blair', 'South Andaman']]),
    ...inState('SIKKIM', [['Gangtok', 'Gangtok']]),
  ],
  Lucknow: inState('UTTAR PRADESH', ['Lucknow', 'Kanpur', 'Prayagraj', 'Ayodhya', 'Gorakhpur', 'Sultanpur', 'Rae Bareli', 'Unnao', 'Sitapur', ['Lakhimpur', 'Lakhimpur Kheri'], 'Hardoi', 'Barabanki']),
  Mumbai: inState('MAHARASHTRA', ['Mumbai', 'Pune', 'Nagpur', 'Nashik', ['Chhatrapati Sambhajinagar', 'Chhatrapati Sambhajinagar'], 'Kolhapur', 'Solapur', 'Ahmednagar', 'Amravati', 'Thane', ['Navi Mumbai', 'Thane'], ['Dehu Road', 'Pune']]),
  Patna: inState('BIHAR', ['Patna', 'Gaya', 'Muzaffarpur', 'Bhagalpur', 'Darbhanga', 'Purnia', 'Begusarai', ['Arrah', 'Bhojpur'], ['Chhapra', 'Saran'], 'Saharsa', ['Motihari', 'East Champaran'], 'Katihar']),
  Raipur: inState('CHHATTISGARH', ['Raipur', 'Bilaspur', 'Durg', ['Bhilai', 'Durg'], 'Korba', 'Rajnandgaon', ['Jagdalpur', 'Bastar'], ['Ambikapur', 'Surguja'], 'Raigarh', 'Dhamtari', 'Kanker', ['Janjgir', 'Janjgir-Champa']]),
  Ranchi: inState('JHARKHAND', ['Ranchi', ['Jamshedpur', 'East Singhbhum'], 'Dhanbad', 'Bokaro', 'Hazaribagh', 'Deoghar', 'Giridih', 'Ramgarh', 'Dumka', ['Chaibasa', 'West Singhbhum'], ['Daltonganj', 'Palamu'], 'Gumla']),
  Silchar: [
    ...inState('ASSAM', [['Silchar', 'Cachar'], 'Karimganj', 'Hailakandi', ['Haflong', 'Dima Hasao']]),
    ...inState('MIZORAM', ['Aizawl', 'Lunglei']),
    ...inState('MANIPUR', [['Imphal', 'Imphal West'], 'Churachandpur']),
    ...inState('TRIPURA', [['Agartala', 'West Tripura'], ['Dharmanagar', 'North Tripura']]),
    ...inState('NAGALAND', ['Kohima', 'Dimapur']),
  ],
  Tinsukia: [
    ...inState('ASSAM', ['Tinsukia', 'Dibrugarh', 'Jorhat', 'Sivasagar', 'Golaghat', ['Digboi', 'Tinsukia'], ['Duliajan', 'Dibrugarh'], ['North Lakhimpur', 'Lakhimpur']]),
    ...inState('ARUNACHAL PRADESH', [['Aalo', 'West Siang'], 'Tawang', ['Pasighat', 'East Siang'], ['Naharlagun', 'Papum Pare']]),
  ],
  Varanasi: inState('UTTAR PRADESH', ['Varanasi', 'Mirzapur', 'Ghazipur', 'Jaunpur', 'Ballia', 'Azamgarh', 'Mau', 'Deoria', 'Chandauli', ['Obra', 'Sonbhadra'], 'Bhadohi', 'Basti']),
};

/** How schools of one town are told apart, in the order they are used ('PM SHRI KV No. 1 Agra'). */
export const SCHOOL_VARIANTS = ['No. 1 {p}', '{p} Cantt', 'No. 2 {p}', 'AFS {p}', 'CRPF {p}', 'No. 3 {p}', 'ONGC {p}', 'BSF {p}', 'No. 4 {p}'] as const;

export const FIRST_NAMES = {
  male: ['Aarav', 'Vivaan', 'Aditya', 'Arjun', 'Reyansh', 'Krishna', 'Ishaan', 'Shaurya', 'Atharv', 'Kabir', 'Rohan', 'Rahul', 'Siddharth', 'Karthik', 'Nikhil', 'Manish', 'Pranav', 'Harsh', 'Yash', 'Dev', 'Anirudh', 'Vikram', 'Suresh', 'Rajesh', 'Amit', 'Deepak', 'Sanjay', 'Ravi', 'Arnav', 'Tanmay', 'Abhinav', 'Gaurav', 'Lakshay', 'Mohit', 'Naveen', 'Om', 'Pawan', 'Rakesh', 'Sahil', 'Tejas', 'Uday', 'Varun', 'Faizan', 'Imran', 'Gurpreet', 'Harjot', 'Joseph', 'Thomas', 'Bikash', 'Lalrinmawia'],
  female: ['Aadhya', 'Ananya', 'Diya', 'Saanvi', 'Myra', 'Aanya', 'Pari', 'Kiara', 'Ira', 'Anika', 'Priya', 'Neha', 'Pooja', 'Sneha', 'Kavya', 'Meera', 'Riya', 'Shreya', 'Tanvi', 'Isha', 'Nandini', 'Lakshmi', 'Sunita', 'Anjali', 'Deepika', 'Gayatri', 'Harini', 'Jyoti', 'Khushi', 'Lavanya', 'Madhuri', 'Nisha', 'Pallavi', 'Radhika', 'Sakshi', 'Swati', 'Trisha', 'Vaishnavi', 'Zoya', 'Ayesha', 'Simran', 'Navneet', 'Mary', 'Anitha', 'Bhumika', 'Chitra', 'Dolly', 'Esha', 'Fatima', 'Lalremruati'],
  other: ['Alex', 'Sam', 'Kiran', 'Noor', 'Ray'],
} as const;

export const SURNAMES = ['Sharma', 'Verma', 'Gupta', 'Singh', 'Kumar', 'Yadav', 'Patel', 'Shah', 'Mehta', 'Iyer', 'Nair', 'Menon', 'Reddy', 'Rao', 'Naidu', 'Pillai', 'Das', 'Bose', 'Banerjee', 'Chatterjee', 'Mukherjee', 'Ghosh', 'Sen', 'Mishra', 'Tiwari', 'Pandey', 'Dubey', 'Chauhan', 'Rathore', 'Joshi', 'Kulkarni', 'Deshpande', 'Patil', 'Jadhav', 'Gill', 'Sandhu', 'Kaur', 'Khan', 'Ansari', 'Qureshi', 'Fernandes', 'DSouza', 'Bora', 'Gogoi', 'Baruah', 'Sangma', 'Lyngdoh', 'Meitei', 'Tripathi', 'Saxena', 'Agarwal', 'Jain', 'Bhat', 'Hegde', 'Shetty', 'Naik', 'Mohanty', 'Panda', 'Sahu', 'Thakur'];

export const MENTOR_DESIGNATIONS = ['PGT Computer Science', 'PGT Mathematics', 'PGT Physics', 'TGT Mathematics', 'TGT Science', 'PGT Informatics Practices', 'TGT Computer Science', 'PGT Chemistry', 'PGT Biology', 'TGT Work Experience'];

export const TEAM_NAME_WORDS = {
  first: ['Neural', 'Quantum', 'Binary', 'Pixel', 'Cyber', 'Logic', 'Vector', 'Tensor', 'Code', 'Data', 'Smart', 'Deep', 'Byte', 'Cloud', 'Robo', 'Algo', 'Sigma', 'Nova', 'Spark', 'Infinity'],
  second: ['Ninjas', 'Pioneers', 'Titans', 'Wizards', 'Mavericks', 'Explorers', 'Innovators', 'Coders', 'Minds', 'Rangers', 'Knights', 'Falcons', 'Builders', 'Voyagers', 'Thinkers', 'Squad', 'Crew', 'Legends', 'Hawks', 'Sparks'],
} as const;
